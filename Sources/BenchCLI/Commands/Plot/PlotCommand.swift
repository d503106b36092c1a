import SyncBench

/// `bench plot`: renders the chart set from one or more results files with gnuplot and `plot.gnuplot`.
enum PlotCommand: BenchCommand {
    static let name = "plot"
    static let summary: (synopsis: String, text: String)? = ("plot [CSV...]", "render the charts from results files with gnuplot (default results/latest.csv)")
    static let usage: String? = PlotOptions.usage

    /// Reads the inputs (rows of older files take their family from the context's catalog, by name), then
    /// renders with the gnuplot found on the context's search path.
    static func execute(_ options: PlotOptions, in context: CommandContext) -> ExitCode {
        let console = context.console
        guard let runs = ChartInputs.read(options.inputs, catalog: context.catalog, reportingTo: console) else { return .dataError }
        let name = options.inputs.joined(separator: ", ")
        switch ChartRendering.render(runs, into: options.output, formats: "png svg", name: name, console: console, searchPath: context.searchPath) {
        case .rendered(let notes):
            console.out(notes)
            return .success
        case .failed(let code):
            return code
        }
    }
}
