import SyncBench

/// The table `bench coverage` prints: each case's coverage beside the level its intervals claim, how far its
/// medians moved from run to run, and how much wider its intervals would have had to be.
enum CoverageReport {
    /// The report for `coverage` of `runs` runs.
    static func render(_ coverage: IntervalCoverage, runs: Int) -> String {
        var table = TextTable(
            header: ["case", "covered", "share", "claimed", "moved", "wider by", "medians ns (lowest to highest)"], leftAligned: [0, 6]
        )
        for item in coverage.cases {
            let medians = item.medians.sorted()
            table.rows.append([
                item.key.description, "\(item.covered) of \(item.runs)", NumberText.percent(item.share, places: 0),
                item.statedLevel.map { NumberText.percent($0, places: 2) } ?? "-",
                movementText(item.movement), wideningText(item.wideningNeeded),
                "\(NumberText.figure(medians.first)) to \(NumberText.figure(medians.last)), median \(NumberText.figure(item.target))",
            ])
        }
        let short = coverage.cases.filter { item in item.statedLevel.map { item.share < $0 - 0.15 } ?? false }
        let movements = Sample(coverage.cases.map(\.movement))
        return "\nCoverage over \(runs) runs: for each case, how many of the runs that measured it have an interval that "
            + "contains the median of their medians\n"
            + "moved: the range of the runs' medians, as a share of their median (run-to-run movement); wider by: how many "
            + "times wider, about its own median, each run's interval would have had to be to hold its claim\n"
            + table.render()
            + "\n\(coverage.cases.count) case(s); \(short.count) covered more than 15 points less often than claimed; "
            + "the medians moved \(movementText(movements.median ?? 0)) from run to run (median over the cases, "
            + "at most \(movementText(coverage.cases.map(\.movement).max() ?? 0)))\n"
    }

    /// `x2.4` (`x1.04` under 2) when the intervals fell short, `ok` when they held their claim, `-` when no
    /// widening could.
    static func wideningText(_ factor: Double?) -> String {
        guard let factor else { return "-" }
        return factor <= 1 ? "ok" : "x" + NumberText.fixed(factor, places: factor < 2 ? 2 : 1)
    }

    /// `5.0%`, or `0.02%` under 1%, where one place would round a small movement away.
    static func movementText(_ fraction: Double) -> String {
        NumberText.percent(fraction, places: fraction < 0.01 ? 2 : 1)
    }
}
