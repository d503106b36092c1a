/// The options of `bench report`.
struct ReportOptions: CommandOptions {
    /// The results files, or folders of runs, to show.
    var inputs: [String]
    /// The folder for the page.
    var output: String

    /// The usage text of `bench report`.
    static let usage = """
        USAGE: bench report [CSV or FOLDER ...] [--output DIR]

        Writes DIR/index.html: each run's environment, its findings, the widely quoted lock costs against
        what was measured, every chart (drawn by gnuplot with plot.gnuplot, as bench plot draws them) and a
        table per benchmark with each case's median and interval. Nothing on the page is fetched from the
        network. Several files (from several machines, say) are shown side by side, cases matched by
        benchmark, primitive, workload and threads.

        ARGUMENTS:
          CSV or FOLDER         a results file, or a folder of runs of one machine, pooled as compare
                                pools them (default: results/latest.csv)

        OPTIONS:
        \(OptionHelp.lines(declarations.map(\.help), column: OptionHelp.wideColumn))
        """

    /// Every option of `bench report`, each declared once: its help line and what it does.
    static let declarations: [CommandOption<ReportOptions>] = [
        .text("--output", "DIR", "the folder for index.html, created if needed", default: defaultOutput) { $0.output = $1 },
    ]

    /// The folder for the page unless `--output` names another.
    static let defaultOutput = "results/report"

    /// Parses the arguments after `report`.
    static func parse(_ arguments: [String]) throws(UsageError) -> ReportOptions {
        var options = ReportOptions(inputs: [], output: defaultOutput)
        let inputs = try ResultsInput.files(arguments, into: &options, declared: declarations, usage: usage)
        options.inputs = inputs
        return options
    }
}
