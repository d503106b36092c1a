import Suite
import SyncBench

/// `bench compare`: judges a results file against a baseline, for CI.
enum CompareCommand {
    /// Reads both files, compares them and prints the report.
    /// - Returns: `.regression` when a case regressed, `.dataError` when the files cannot be compared, else `.success`.
    static func execute(_ options: CompareOptions, console: Console) -> ExitCode {
        let baseline: ResultsFile
        let current: ResultsFile
        do {
            baseline = try ResultsInput.read(options.baseline)
            current = try ResultsInput.read(options.current)
        } catch {
            console.err("bench: error: \(error)\n")
            return .dataError
        }
        return report(baseline, current, names: (options.baseline, options.current), options: options, console: console)
    }

    /// Compares two files already read, prints the warnings on stderr and the report on stdout.
    /// - Parameter names: what to call the files in the report.
    /// - Returns: as `execute`.
    static func report(
        _ baseline: ResultsFile, _ current: ResultsFile, names: (baseline: String, current: String), options: CompareOptions, console: Console
    ) -> ExitCode {
        let comparison = Comparison(baseline: baseline, current: current, policy: options.policy)
        guard !comparison.cases.isEmpty else {
            console.err("bench: error: \(names.baseline) and \(names.current) have no case in common\n")
            return .dataError
        }
        for warning in comparison.warnings {
            console.err("bench: warning: \(warning)\n")
        }
        // The findings are the current side's, for a CI job summary; older files take roles from the suite by name.
        let findings = Findings(current.describingSubjects(with: DefaultSuite.catalog).results)
        let text =
            switch options.format {
            case .text: CompareTextReport.render(comparison, baseline: names.baseline, current: names.current)
            case .markdown: CompareMarkdownReport.render(comparison, baseline: names.baseline, current: names.current, findings: findings)
            case .json: CompareJSONReport.render(comparison, baseline: names.baseline, current: names.current, findings: findings)
            }
        console.out(text)
        return comparison.hasRegression ? .regression : .success
    }
}
