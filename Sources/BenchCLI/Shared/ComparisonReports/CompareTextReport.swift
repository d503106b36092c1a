import SyncBench

/// `bench compare` for the terminal: the cases worst first, the curves, what only one file has, the outcome.
enum CompareTextReport {
    /// The whole report; on a terminal that takes colour, regressions in red, improvements and a clean outcome in green.
    static func render(_ comparison: Comparison, baseline: String, current: String, terminal: Terminal = .file) -> String {
        let sides = (
            baseline: ComparisonCells.side(baseline, runs: comparison.pooledRuns.baseline),
            current: ComparisonCells.side(current, runs: comparison.pooledRuns.current)
        )
        var text = "\nsyncbench compare: \(sides.current) against the baseline \(sides.baseline)\n"
        let columns = comparison.basis.isPaired
            ? "median ns per op of each side's halves of the pairs (lower is better), change (the pairs' ratio and its interval), "
                + "signed-rank p after Holm"
            : "ns per op as each file gives it (lower is better), change of the median of the samples tested, U-test p"
        text += "Cases, worst first: \(columns); \(ComparisonCells.rules(comparison))\n"
        var cases = TextTable(header: ComparisonCells.caseHeader, leftAligned: ComparisonCells.caseWordColumns)
        cases.rows = comparison.cases.map(ComparisonCells.caseRow)
        // The rendered lines are the header, a line per case, and the empty rest after the last line break.
        let kinds: [Verdict.Kind?] = [nil] + comparison.cases.map { $0.verdict.kind } + [nil]
        text += zip(cases.render().split(separator: "\n", omittingEmptySubsequences: false), kinds).map { line, kind in
            switch kind {
            case .regression?: terminal.paint(String(line), .red)
            case .improvement?: terminal.paint(String(line), .green)
            default: String(line)
            }
        }.joined(separator: "\n")
        let placements = ComparisonCells.placementNotes(comparison)
        if !placements.isEmpty {
            text += "\nBy placement: the CPU round trips read after the pairs' halves parted into near and far (docs/placement.md)\n"
            text += placements.map { "  \($0)\n" }.joined()
        }
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
        text += terminal.paint(comparison.hasRegression ? "REGRESSION: exit status 2" : "No regression.", comparison.hasRegression ? .red : .green) + "\n"
        return text
    }
}
