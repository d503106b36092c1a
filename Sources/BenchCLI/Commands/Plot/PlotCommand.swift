import Foundation
import Suite
import SyncBench

/// `bench plot`: renders the chart set from one or more results files with gnuplot and `plot.gnuplot`.
enum PlotCommand {
    static let usage = """
        USAGE: bench plot [CSV or FOLDER ...] [--output DIR]

        Renders the charts (PNG and SVG) from results files with gnuplot and plot.gnuplot: the one in
        the current folder if there is one (the package root, or your own copy), else the one shipped with
        bench. Charts whose data the files lack are skipped. Several files (from several machines, say)
        are drawn together, each host in a style of its own.

        ARGUMENTS:
          CSV or FOLDER        a results file, or a folder of runs of one machine, pooled as compare
                               pools them (default: results/latest.csv)

        OPTIONS:
        \(OptionHelp.lines(options))
        """

    /// Every option of `bench plot`, as the help shows it and the parser accepts it.
    static let options = [
        OptionHelp(name: "--output", value: "DIR", summary: "the folder for the charts, created if needed", defaultValue: defaultOutput),
    ]

    static let defaultOutput = "results/charts"

    /// Reads the inputs, then renders.
    /// - Parameters:
    ///   - catalog: where rows of older files take their family from, by name.
    ///   - searchPath: where to look for gnuplot, a PATH value.
    static func execute(
        _ arguments: [String], catalog: Catalog = DefaultSuite.catalog, console: Console,
        searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
    ) throws(UsageError) -> ExitCode {
        let (inputs, output) = try parse(arguments)
        guard let runs = ChartInputs.read(inputs, catalog: catalog, reportingTo: console) else { return .dataError }
        let name = inputs.joined(separator: ", ")
        switch ChartRendering.render(runs, into: output, formats: "png svg", name: name, console: console, searchPath: searchPath) {
        case .rendered(let notes):
            console.out(notes)
            return .success
        case .failed(let code):
            return code
        }
    }

    /// The inputs and the output folder.
    private static func parse(_ arguments: [String]) throws(UsageError) -> (inputs: [String], output: String) {
        try ResultsInput.filesAndOutput(arguments, defaultOutput: defaultOutput, usage: usage)
    }
}
