import Foundation
import Suite
import SyncBench

/// The `bench` command: picks the subcommand, turns errors into one line and an exit status.
public enum BenchMain {
    /// The top-level usage text.
    package static let usage = """
        USAGE: bench <command> [options]

        Measures what locks cost in Swift, uncontended and under contention.

        COMMANDS:
        \(commandLines)

        Run 'bench <command> --help' for a command's options and their defaults: 'bench run --help' first.
        \(RunOptions.exitLine)
        """

    /// Runs `bench` with `arguments` (without the program name) and returns the exit status.
    /// - Parameters:
    ///   - arguments: the command line after the program name.
    ///   - catalog: what may be measured; the default suite unless a test substitutes its own.
    ///   - console: where output goes.
    ///   - executable: this program's path, from which `bench run` starts its forks; nil when it cannot be
    ///     started again (then only `--forks 1` runs).
    package static func run(
        _ arguments: [String], catalog: Catalog = DefaultSuite.catalog, console: Console,
        executable: String? = ForkLauncher.currentExecutable
    ) -> ExitCode {
        let command = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 }
        let rest = command == nil ? arguments : Array(arguments.dropFirst())
        let help = rest.contains("--help") || rest.contains("-h")
        let context = CommandContext(
            catalog: catalog, console: console, executable: executable, searchPath: ProcessInfo.processInfo.environment["PATH"]
        )
        do throws(UsageError) {
            if command == "help" || (command == nil && help) { return printHelp(usage, console) }
            let name = command ?? RunCommand.name
            guard let chosen = commands.first(where: { $0.name == name }) else {
                throw UsageError("unknown command '\(name)'", usage: usage)
            }
            return try invoke(chosen, rest, help: help, in: context)
        } catch {
            console.err("bench: error: \(error.message)\n\n\(error.usage)\n")
            return .usage
        }
    }
}
