import Foundation
import SyncBench

/// `bench report`: one self-contained HTML page from one or more results files: the environments, the findings,
/// the quoted claims against the measurements, every chart (gnuplot's SVG, inline) and the per-case tables.
enum ReportCommand: BenchCommand {
    static let name = "report"
    static let summary: (synopsis: String, text: String)? = ("report [CSV...]", "one self-contained HTML page: findings, claims, charts, tables (--output DIR)")
    static let usage: String? = ReportOptions.usage

    /// Reads the inputs (rows of older files take their role and family from the context's catalog, by name),
    /// draws the charts with the gnuplot found on the context's search path, writes the page.
    static func execute(_ options: ReportOptions, in context: CommandContext) -> ExitCode {
        let (inputs, output, console) = (options.inputs, options.output, context.console)
        guard let runs = ChartInputs.read(inputs, catalog: context.catalog, reportingTo: console) else { return .dataError }
        let charts = NSTemporaryDirectory() + "syncbench-report-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: charts) }
        let name = inputs.joined(separator: ", ")
        let notes: String
        switch ChartRendering.render(runs, into: charts, formats: "svg", name: name, console: console, searchPath: context.searchPath) {
        case .rendered(let text): notes = text
        case .failed(let code): return code
        }
        let drawn = ReportPage.captions.compactMap { chart in
            (try? String(contentsOfFile: "\(charts)/\(chart.name).svg", encoding: .utf8)).map { ReportPage.Chart(name: chart.name, svg: $0) }
        }
        let skipped = notes.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("skipped ") }
        let page = ReportPage.html(runs, charts: drawn, skipped: skipped, generated: timestamp(Date()))
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

    /// `2026-11-23 01:02 UTC`.
    static func timestamp(_ date: Date) -> String {
        ResultsNames.utc(date, "yyyy-MM-dd HH:mm 'UTC'")
    }
}
