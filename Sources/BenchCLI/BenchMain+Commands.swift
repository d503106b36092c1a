extension BenchMain {
    /// Every command, in the order `bench --help` lists them: the one table `run` dispatches through.
    static var commands: [any BenchCommand.Type] {
        [
            RunCommand.self, ListCommand.self, CompareCommand.self, ABCommand.self, VersusCommand.self, PlotCommand.self, ReportCommand.self,
            ChooseCommand.self, ExportCommand.self, CoverageCommand.self, SystemCommand.self, ForkCommand.self,
        ]
    }

    /// The commands' lines in `bench --help`: each synopsis in a column, then what the command does.
    static var commandLines: String {
        commands.compactMap { $0.summary.map { "  " + $0.synopsis.padded(to: 16) + $0.text } }.joined(separator: "\n")
    }

    /// Invokes `command` with `arguments`: its usage for `--help`, else its options parsed and executed.
    static func invoke<Command: BenchCommand>(
        _ command: Command.Type, _ arguments: [String], help: Bool, in context: CommandContext
    ) throws(UsageError) -> ExitCode {
        if help, let usage = command.usage { return printHelp(usage, context.console) }
        return try command.execute(try Command.Options.parse(arguments), in: context)
    }

    static func printHelp(_ text: String, _ console: Console) -> ExitCode {
        console.out(text + "\n")
        return .success
    }
}
