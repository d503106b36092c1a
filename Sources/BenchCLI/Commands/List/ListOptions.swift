/// The options of `bench list`.
struct ListOptions: CommandOptions {
    /// Print the results file's columns instead of the subjects.
    var columns = false

    /// The usage text of `bench list`.
    static let usage = """
        USAGE: bench list [--columns]

        Lists every primitive and control with what it is on this platform, and the workloads.

        OPTIONS:
        \(OptionHelp.lines(declarations.map(\.help), column: OptionHelp.wideColumn))
        """

    /// Every option of `bench list`, each declared once: its help line and what it does.
    static let declarations: [CommandOption<ListOptions>] = [
        CommandOption(
            "--columns", nil, "print the results file's columns instead: name, meaning and unit (Markdown)", default: OptionHelp.noDefault
        ) { options, cursor, argument throws(UsageError) in
            // Unlike the other commands' flags, which ignore a value, this one has always refused `--columns=...`.
            guard argument == "--columns" else { throw cursor.unknown(argument) }
            options.columns = true
        },
    ]

    /// Parses the arguments after `list`.
    static func parse(_ arguments: [String]) throws(UsageError) -> ListOptions {
        var options = ListOptions()
        try CommandOption.parse(arguments, into: &options, declared: declarations, usage: usage)
        return options
    }
}
