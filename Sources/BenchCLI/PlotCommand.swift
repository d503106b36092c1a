import Foundation
import SyncBench

/// `bench plot`: renders the chart set from a results CSV with gnuplot and `plot.gnuplot`.
enum PlotCommand {
    static let usage = """
        USAGE: bench plot [CSV] [--output DIR]

        Renders the charts (PNG and SVG) from a results file with gnuplot and plot.gnuplot, which is
        looked for in the current folder (the package root). Charts whose data the file lacks are skipped.

        ARGUMENTS:
          CSV                the results file (default: results/latest.csv)

        OPTIONS:
        \(OptionHelp.lines(options))
        """

    /// Every option of `bench plot`, as the help shows it and the parser accepts it.
    static let options = [
        OptionHelp(name: "--output", value: "DIR", summary: "the folder for the charts, created if needed", defaultValue: defaultOutput),
    ]

    /// The script, relative to the current folder.
    static let script = "plot.gnuplot"
    static let defaultCSV = "results/latest.csv"
    static let defaultOutput = "results/charts"

    /// Checks the CSV, finds gnuplot and the script, then renders.
    /// - Parameter searchPath: where to look for gnuplot, a PATH value.
    static func execute(
        _ arguments: [String], console: Console, searchPath: String? = ProcessInfo.processInfo.environment["PATH"]
    ) throws(UsageError) -> ExitCode {
        let (csv, output) = try parse(arguments)
        if let problem = problemReading(csv) {
            console.err("bench: error: \(problem)\n")
            return .dataError
        }
        guard let gnuplot = Gnuplot.locate(searchPath: searchPath) else {
            console.err("bench: error: \(Gnuplot.installHint)\n")
            return .unavailable
        }
        let folder = FileManager.default.currentDirectoryPath
        guard FileManager.default.fileExists(atPath: script) else {
            console.err("bench: error: \(script) not found in \(folder); run 'bench plot' from the syncbench package root\n")
            return .unavailable
        }
        do {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        } catch {
            console.err("bench: error: cannot create the chart folder \(output): \(error.localizedDescription)\n")
            return .cannotCreate
        }
        let outcome: Gnuplot.Outcome
        do {
            outcome = try gnuplot.run(script: script, variables: ["data": csv, "out": output])
        } catch {
            console.err("bench: error: cannot start \(gnuplot.executable): \(error.localizedDescription)\n")
            return .unavailable
        }
        console.out(outcome.output)
        console.err(outcome.errors)
        guard outcome.status == 0 else {
            console.err("bench: error: gnuplot failed (exit status \(outcome.status)) rendering \(csv) with \(script)\n")
            return .toolFailed
        }
        return .success
    }

    /// The CSV and the output folder.
    private static func parse(_ arguments: [String]) throws(UsageError) -> (csv: String, output: String) {
        var cursor = ArgumentCursor(arguments, usage: usage)
        var csv: String?
        var output = defaultOutput
        while let argument = cursor.next() {
            guard !argument.hasPrefix("-") || OptionHelp.knows(argument, in: options) else { throw cursor.unknown(argument) }
            switch argument.optionName {
            case "--output":
                output = try cursor.value(of: argument)
            case _ where argument.hasPrefix("-") || csv != nil:
                throw cursor.unknown(argument)
            default:
                csv = argument
            }
        }
        return (csv ?? defaultCSV, output)
    }

    /// Why `path` is not a results file that can be charted, or nil when it is one.
    private static func problemReading(_ path: String) -> String? {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            let exists = FileManager.default.fileExists(atPath: path)
            return exists ? "cannot read \(path): \(error.localizedDescription)" : "\(path) does not exist; run 'bench' first or name a results file"
        }
        do throws(ResultsFileError) {
            _ = try ResultsFile(parsing: text)
            return nil
        } catch {
            return "\(path) is not a usable syncbench results file: \(error.description)"
        }
    }
}
