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

    /// Every option of `bench plot`, as the help shows it and the parser accepts it.
    static let options = [
        OptionHelp(name: "--output", value: "DIR", summary: "the folder for the charts, created if needed", defaultValue: defaultOutput),
    ]

    /// The folder for the charts unless `--output` names another.
    static let defaultOutput = "results/charts"

    /// Parses the arguments after `plot`.
    static func parse(_ arguments: [String]) throws(UsageError) -> PlotOptions {
        let (inputs, output) = try ResultsInput.filesAndOutput(arguments, defaultOutput: defaultOutput, usage: usage)
        return PlotOptions(inputs: inputs, output: output)
    }
}
