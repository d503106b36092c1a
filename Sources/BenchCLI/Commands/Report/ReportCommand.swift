import Foundation
import Suite
import SyncBench

/// `bench report`: one self-contained HTML page from one or more results files: the environments, the findings,
/// the quoted claims against the measurements, every chart (gnuplot's SVG, inline) and the per-case tables.
enum ReportCommand {
    static let usage = """
        USAGE: bench report [CSV or FOLDER ...] [--output DIR]

        Writes DIR/index.html: each run's environment, its findings, the widely quoted lock costs against
        what was measured, every chart (drawn by gnuplot with plot.gnuplot, as bench plot draws them) and a
        table per benchmark with each case's median and interval. Nothing on the page is fetched from the
        network. Several files (from several machines, say) are shown side by side, cases matched by
        benchmark, primitive, workload and threads.

        ARGUMENTS:
          CSV or FOLDER         a results file, or a folder of runs of one machine, pooled as compare
                                pools them (default: results/latest.csv)

        OPTIONS:
          --output DIR          the folder for index.html, created if needed (default: results/report)
          -h, --help            show this help
        """

    static let defaultOutput = "results/report"

    /// Reads the inputs, draws the charts, writes the page.
    /// - Parameters:
    ///   - catalog: where rows of older files take their role and family from, by name.
    ///   - searchPath: where to look for gnuplot, a PATH value.
    ///   - now: the time the page says it was generated.
    static func execute(
        _ arguments: [String], catalog: Catalog = DefaultSuite.catalog, console: Console,
        searchPath: String? = ProcessInfo.processInfo.environment["PATH"], now: Date = Date()
    ) throws(UsageError) -> ExitCode {
        let (inputs, output) = try parse(arguments)
        guard let runs = ChartInputs.read(inputs, catalog: catalog, reportingTo: console) else { return .dataError }
        let charts = NSTemporaryDirectory() + "syncbench-report-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: charts) }
        let name = inputs.joined(separator: ", ")
        let notes: String
        switch ChartRendering.render(runs, into: charts, formats: "svg", name: name, console: console, searchPath: searchPath) {
        case .rendered(let text): notes = text
        case .failed(let code): return code
        }
        let drawn = ReportPage.captions.compactMap { chart in
            (try? String(contentsOfFile: "\(charts)/\(chart.name).svg", encoding: .utf8)).map { ReportPage.Chart(name: chart.name, svg: $0) }
        }
        let skipped = notes.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("skipped ") }
        let page = ReportPage.html(runs, charts: drawn, skipped: skipped, generated: timestamp(now))
        let path = (output as NSString).appendingPathComponent("index.html")
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
            try AtomicFile.write(page, to: path)
        } catch {
            console.err("bench: error: cannot write \(path): \(error)\n")
            return .cannotCreate
        }
        console.out("wrote \(path): \(runs.runs.count) run(s), \(drawn.count) chart(s)\n")
        return .success
    }

    /// The inputs and the output folder.
    private static func parse(_ arguments: [String]) throws(UsageError) -> (inputs: [String], output: String) {
        try ResultsInput.filesAndOutput(arguments, defaultOutput: defaultOutput, usage: usage)
    }

    /// `2026-11-23 01:02 UTC`.
    static func timestamp(_ date: Date) -> String {
        ResultsNames.utc(date, "yyyy-MM-dd HH:mm 'UTC'")
    }
}
