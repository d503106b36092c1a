/// The options of `bench list`.
struct ListOptions: CommandOptions {
    /// Print the results file's columns instead of the subjects.
    var columns = false

    /// The usage text of `bench list`.
    static let usage = """
        USAGE: bench list [--columns]

        Lists every primitive and control with what it is on this platform, and the workloads.

        OPTIONS:
          --columns             print the results file's columns instead: name, meaning and unit (Markdown)
          -h, --help            show this help
        """

    /// Parses the arguments after `list`.
    static func parse(_ arguments: [String]) throws(UsageError) -> ListOptions {
        var cursor = ArgumentCursor(arguments, usage: usage)
        var options = ListOptions()
        while let argument = cursor.next() {
            guard argument == "--columns" else { throw cursor.unknown(argument) }
            options.columns = true
        }
        return options
    }
}
