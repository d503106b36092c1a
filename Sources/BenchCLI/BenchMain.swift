import Suite
import SyncBench

/// The `bench` command: picks the subcommand, turns errors into one line and an exit status.
public enum BenchMain {
    /// The top-level usage text.
    public static let usage = """
        USAGE: bench <command> [options]

        Measures what locks cost in Swift, uncontended and under contention.

        COMMANDS:
          run (default)   measure the suite, print a summary, write a CSV under results/
          list            list the primitives, controls and workloads
          compare         compare two results files: exit 2 on a regression (for CI)
          plot [CSV]      render the charts from a results file with gnuplot (default results/latest.csv)

        Run 'bench <command> --help' for a command's options and their defaults: 'bench run --help' first.
        """

    /// Runs `bench` with `arguments` (without the program name) and returns the exit status.
    /// - Parameters:
    ///   - arguments: the command line after the program name.
    ///   - catalog: what may be measured; the default suite unless a test substitutes its own.
    ///   - console: where output goes.
    public static func run(_ arguments: [String], catalog: Catalog = DefaultSuite.catalog, console: Console) -> ExitCode {
        let command = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        let rest = command == nil ? arguments : Array(arguments.dropFirst())
        let help = rest.contains("--help") || rest.contains("-h")
        do throws(UsageError) {
            switch command {
            case nil where help:
                return printHelp(usage, console)
            case nil, "run":
                if help { return printHelp(RunOptions.usage, console) }
                return try RunCommand.execute(try RunOptions.parse(rest), catalog: catalog, console: console)
            case "list":
                if help { return printHelp(ListCommand.usage, console) }
                return try ListCommand.execute(rest, catalog: catalog, console: console)
            case "compare":
                if help { return printHelp(CompareOptions.usage, console) }
                return CompareCommand.execute(try CompareOptions.parse(rest), console: console)
            case "plot":
                if help { return printHelp(PlotCommand.usage, console) }
                return try PlotCommand.execute(rest, console: console)
            case "help":
                return printHelp(usage, console)
            case let other?:
                throw UsageError("unknown command '\(other)'", usage: usage)
            }
        } catch {
            console.err("bench: error: \(error.message)\n\n\(error.usage)\n")
            return .usage
        }
    }

    private static func printHelp(_ text: String, _ console: Console) -> ExitCode {
        console.out(text + "\n")
        return .success
    }
}
