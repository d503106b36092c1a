import SyncBench

/// The table `bench coverage` prints: each case's coverage beside the level its intervals claim.
enum CoverageReport {
    /// The report for `coverage` of `runs` runs.
    static func render(_ coverage: IntervalCoverage, runs: Int) -> String {
        var table = TextTable(header: ["case", "covered", "share", "claimed", "medians ns (lowest to highest)"], leftAligned: [0, 4])
        for item in coverage.cases {
            let medians = item.medians.sorted()
            table.rows.append([
                item.key.description, "\(item.covered) of \(item.runs)", NumberText.percent(item.share, places: 0),
                item.statedLevel.map { NumberText.percent($0, places: 2) } ?? "-",
                "\(NumberText.figure(medians.first)) to \(NumberText.figure(medians.last)), median \(NumberText.figure(item.target))",
            ])
        }
        let short = coverage.cases.filter { item in item.statedLevel.map { item.share < $0 - 0.15 } ?? false }
        return "\nCoverage over \(runs) runs: for each case, how many of the runs that measured it have an interval that "
            + "contains the median of their medians\n"
            + table.render()
            + "\n\(coverage.cases.count) case(s); \(short.count) covered more than 15 points less often than claimed\n"
    }
}
