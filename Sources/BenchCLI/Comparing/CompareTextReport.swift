import SyncBench

/// `bench compare` for the terminal: the cases worst first, the curves, what only one file has, the outcome.
enum CompareTextReport {
    /// The whole report.
    static func render(_ comparison: Comparison, baseline: String, current: String) -> String {
        let sides = (
            baseline: ComparisonCells.side(baseline, runs: comparison.baselineRuns),
            current: ComparisonCells.side(current, runs: comparison.currentRuns)
        )
        var text = "\nsyncbench compare: \(sides.current) against the baseline \(sides.baseline)\n"
        text += "Cases, worst first: median ns per op (lower is better), change of the median, U-test p; "
            + "\(ComparisonCells.rules(comparison))\n"
        var cases = TextTable(header: ComparisonCells.caseHeader, leftAligned: ComparisonCells.caseWordColumns)
        cases.rows = comparison.cases.map(ComparisonCells.caseRow)
        text += cases.render()
        if !comparison.curves.isEmpty {
            text += "\nContended curves: geometric mean of the ratios over the thread counts; peak = threads of the highest throughput\n"
            var curves = TextTable(header: ComparisonCells.curveHeader, leftAligned: [0, 1, 5])
            curves.rows = comparison.curves.map(ComparisonCells.curveRow)
            text += curves.render()
        }
        if !comparison.onlyInBaseline.isEmpty {
            text += "\nOnly in the baseline (not compared): \(ComparisonCells.keys(comparison.onlyInBaseline))\n"
        }
        if !comparison.onlyInCurrent.isEmpty {
            text += "\nOnly in the current file (not compared): \(ComparisonCells.keys(comparison.onlyInCurrent))\n"
        }
        text += "\n\(ComparisonCells.tally(comparison))\n"
        text += "\(ComparisonCells.sensitivity(comparison))\n"
        text += comparison.hasRegression ? "REGRESSION: exit status 2\n" : "No regression.\n"
        return text
    }
}
