/// The options of `bench plot`.
struct PlotOptions: CommandOptions {
    /// The results files, or folders of runs, to draw.
    var inputs: [String]
    /// The folder for the charts.
    var output: String

    /// The usage text of `bench plot`.
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

    /// Every option of `bench plot`, each declared once: its help line and what it does.
    static let declarations: [CommandOption<PlotOptions>] = [
        .text("--output", "DIR", "the folder for the charts, created if needed", default: defaultOutput) { $0.output = $1 },
    ]

    /// Every option of `bench plot` as the help shows it.
    static let options = declarations.map(\.help)

    /// The folder for the charts unless `--output` names another.
    static let defaultOutput = "results/charts"

    /// Parses the arguments after `plot`.
    static func parse(_ arguments: [String]) throws(UsageError) -> PlotOptions {
        var options = PlotOptions(inputs: [], output: defaultOutput)
        let inputs = try ResultsInput.files(arguments, into: &options, declared: declarations, usage: usage)
        options.inputs = inputs
        return options
    }
}
