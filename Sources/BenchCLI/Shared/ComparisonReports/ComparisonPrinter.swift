import SyncBench

/// Prints a comparison in the format asked for and gives the exit status it calls for: what `bench compare`,
/// `bench run --baseline` and `bench ab` share.
enum ComparisonPrinter {
    /// Compares two files already read, prints the warnings on stderr and the report on stdout.
    /// - Parameters:
    ///   - names: what to call the files in the report.
    ///   - catalog: where rows of older files take their subjects' roles from, for the findings.
    /// - Returns: `.regression` when a case regressed, `.dataError` when the files have no case in common,
    ///   else `.success`.
    static func compare(
        _ baseline: ResultsFile, _ current: ResultsFile, names: (baseline: String, current: String), policy: ComparisonPolicy,
        format: ComparisonFormat, catalog: Catalog, console: Console
    ) -> ExitCode {
        let comparison = Comparison(baseline: baseline, current: current, policy: policy)
        guard !comparison.cases.isEmpty else {
            console.err("bench: error: \(names.baseline) and \(names.current) have no case in common\n")
            return .dataError
        }
        return print(comparison, current: current, names: names, format: format, catalog: catalog, console: console)
    }

    /// Prints `comparison`'s warnings on stderr and its report on stdout, with the findings of `current`, whose
    /// rows from older files take their subjects' roles from `catalog` (the one the command runs with: a
    /// package's own, when it adds its locks to the default suite).
    /// - Returns: `.regression` when a case regressed, else `.success`.
    static func print(
        _ comparison: Comparison, current: ResultsFile, names: (baseline: String, current: String), format: ComparisonFormat,
        catalog: Catalog, console: Console
    ) -> ExitCode {
        for warning in comparison.warnings {
            console.err("bench: warning: \(warning)\n")
        }
        // The findings are the current side's, for a CI job summary; older files take roles from the catalog by name.
        let findings = Findings(current.describingSubjects(with: catalog))
        let text =
            switch format {
            case .text: CompareTextReport.render(comparison, baseline: names.baseline, current: names.current, terminal: console.terminals.output)
            case .markdown: CompareMarkdownReport.render(comparison, baseline: names.baseline, current: names.current, findings: findings)
            case .json: CompareJSONReport.render(comparison, baseline: names.baseline, current: names.current, findings: findings)
            }
        console.out(text)
        return comparison.hasRegression ? .regression : .success
    }
}
