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
          ab BASE [CUR]   measure two builds in one run, in pairs: exit 2 on a regression (for CI)
          plot [CSV...]   render the charts from results files with gnuplot (default results/latest.csv)
          report [CSV...] one self-contained HTML page: findings, claims, charts, tables (--output DIR)
          export FILE     write a results file in a format CI tools read (Google Benchmark, Bencher, JMH...)
          coverage        how often each case's interval contains the median of several runs (validation)
          system          what the machine says about itself, how steady its host runs now, and advice

        Run 'bench <command> --help' for a command's options and their defaults: 'bench run --help' first.
        """

    /// Runs `bench` with `arguments` (without the program name) and returns the exit status.
    /// - Parameters:
    ///   - arguments: the command line after the program name.
    ///   - catalog: what may be measured; the default suite unless a test substitutes its own.
    ///   - console: where output goes.
    ///   - executable: this program's path, from which `bench run` starts its forks; nil when it cannot be
    ///     started again (then only `--forks 1` runs).
    public static func run(
        _ arguments: [String], catalog: Catalog = DefaultSuite.catalog, console: Console,
        executable: String? = ForkLauncher.currentExecutable
    ) -> ExitCode {
        let command = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        let rest = command == nil ? arguments : Array(arguments.dropFirst())
        let help = rest.contains("--help") || rest.contains("-h")
        do throws(UsageError) {
            switch command {
            case nil where help:
                return printHelp(usage, console)
            case nil, "run":
                if help { return printHelp(RunOptions.usage, console) }
                return try RunCommand.execute(try RunOptions.parse(rest), catalog: catalog, console: console, executable: executable)
            case ForkCommand.name?:
                return ForkCommand.execute(rest, catalog: catalog, console: console)
            case "list":
                if help { return printHelp(ListCommand.usage, console) }
                return try ListCommand.execute(rest, catalog: catalog, console: console)
            case "compare":
                if help { return printHelp(CompareOptions.usage, console) }
                return CompareCommand.execute(try CompareOptions.parse(rest), console: console)
            case "ab":
                if help { return printHelp(ABOptions.usage, console) }
                return try ABCommand.execute(try ABOptions.parse(rest), catalog: catalog, console: console, executable: executable)
            case "plot":
                if help { return printHelp(PlotCommand.usage, console) }
                return try PlotCommand.execute(rest, catalog: catalog, console: console)
            case "report":
                if help { return printHelp(ReportCommand.usage, console) }
                return try ReportCommand.execute(rest, catalog: catalog, console: console)
            case "export":
                if help { return printHelp(ExportCommand.usage, console) }
                return try ExportCommand.execute(rest, console: console)
            case "coverage":
                if help { return printHelp(CoverageCommand.usage, console) }
                return try CoverageCommand.execute(rest, console: console, executable: executable)
            case "system":
                if help { return printHelp(SystemCommand.usage, console) }
                return try SystemCommand.execute(rest, console: console)
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
