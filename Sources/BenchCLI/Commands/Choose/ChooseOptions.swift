/// The options of `bench choose`.
struct ChooseOptions: Equatable, CommandOptions {
    /// How the decision table is printed: as the summary prints it, as Markdown (the README's), or as JSON.
    typealias Format = ComparisonFormat

    /// The results file, or folder of runs, to choose from.
    var input: String
    /// The output format.
    var format = Format.text

    /// The usage text of `bench choose`.
    static let usage = """
        USAGE: bench choose [CSV or FOLDER] [--format F]

        Prints which lock to reach for in each kind of code (one thread, a short section within and beyond
        the CPUs, a read-mostly cache, producer/consumer, state shared by tasks, many locks, thread
        priorities) among the locks fit for application code, from the results file's own figures: the
        table that opens a run's findings (docs/findings.md says how each row is chosen). The README's
        table is this command's Markdown of results/published.csv.

        ARGUMENTS:
          CSV or FOLDER         a results file, or a folder of runs of one machine, pooled as compare
                                pools them (default: results/latest.csv)

        OPTIONS:
        \(OptionHelp.lines(declarations.map(\.help), column: OptionHelp.wideColumn))

        EXIT STATUS:
          0 printed, 64 a usage error, 65 the input cannot be read
        """

    /// Every option of `bench choose`, each declared once: its help line and what it does.
    static let declarations: [CommandOption<ChooseOptions>] = [
        .value("--format", "F", "text, markdown (the README's table) or json", default: Format.text.rawValue, parse: Format.parse) {
            $0.format = $1
        },
    ]

    /// Parses the arguments after `choose`.
    static func parse(_ arguments: [String]) throws(UsageError) -> ChooseOptions {
        var options = ChooseOptions(input: ResultsInput.latestRun)
        let inputs = try ResultsInput.files(arguments, into: &options, declared: declarations, usage: usage)
        guard inputs.count == 1 else { throw UsageError("choose takes one results file or folder, not \(inputs.count)", usage: usage) }
        options.input = inputs[0]
        return options
    }
}
