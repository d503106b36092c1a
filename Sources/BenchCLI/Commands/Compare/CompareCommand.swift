import SyncBench

/// `bench compare`: judges a results file against a baseline, for CI.
enum CompareCommand: BenchCommand {
    static let name = "compare"
    static let summary: (synopsis: String, text: String)? = ("compare", "compare two results files: exit 2 on a regression (for CI)")
    static let usage: String? = CompareOptions.usage

    /// Reads both files, compares them and prints the report.
    /// - Returns: `.regression` when a case regressed, `.dataError` when the files cannot be compared, else `.success`.
    static func execute(_ options: CompareOptions, in context: CommandContext) -> ExitCode {
        let console = context.console
        let baseline: ResultsFile
        let current: ResultsFile
        do {
            baseline = try ResultsInput.read(options.baseline)
            current = try ResultsInput.read(options.current)
        } catch {
            console.err("bench: error: \(error)\n")
            return .dataError
        }
        return ComparisonPrinter.compare(
            baseline, current, names: (options.baseline, options.current), policy: options.policy, format: options.format,
            catalog: context.catalog, console: console
        )
    }
}
