import SyncBench

/// The summary's account of where the host put the workers: each contended case measured under two placements,
/// with each placement's figure.
extension Summary {
    /// The run's placement boundary at each thread count where its forks fell into a near and a far group, then
    /// every case with forks on both sides, each side's median, interval, forks and round trips, or the one distance
    /// the workers sat at; then the forks whose workers shared a CPU at a window edge, if any.
    static func placement(_ file: ResultsFile) -> String {
        let (distances, shared) = (distances(file), sharedCPUs(file))
        let pinned = file.metadata("placement").flatMap { $0.hasPrefix("compact and spread") ? $0 : nil }
            .map { "The contended forks were pinned \($0): where their round trips part, the two policies are the two placements\n" } ?? ""
        let lines = pinned + shared
        return distances + (distances.isEmpty && !lines.isEmpty ? "\n" : "") + lines
    }

    /// The placement boundaries and the cases under both, or the one distance.
    private static func distances(_ file: ResultsFile) -> String {
        let threads = Set(file.results.filter { !$0.placementSides.isEmpty }.map(\.threads)).sorted()
        let boundaries = threads.compactMap { count in file.placementBoundary(threads: count).map { (count, $0) } }
        guard !boundaries.isEmpty else { return oneDistance(file) }
        let split = file.results.filter { !$0.placementFigures.isEmpty }
        var table = TextTable(header: ["case", "near ns (forks)", "far ns (forks)", "far / near", "modes"], leftAligned: [0, 4])
        for result in split {
            let figures = result.placementFigures
            table.rows.append([
                CaseKey(result).description, figureText(figures[0]), figureText(figures[1]),
                NumberText.figure(figures[1].median / figures[0].median),
                result.modesExplainedByPlacement.map { $0 ? "explained" : "NOT explained" } ?? "-",
            ])
        }
        let lines = boundaries.map { count, boundary in
            let near = sideRange(file, threads: count, .near)
            let far = sideRange(file, threads: count, .far)
            return "  \(count) threads: round trips near \(near), far \(far) (boundary \(NumberText.figure(boundary)) ns)\n"
        }.joined()
        return "\nPLACEMENT: the host put the workers' CPUs at two distances (the workers' own cache-line round trip, "
            + "docs/placement.md); each placement's figure is its own, and findings compare locks within one\n" + lines
            + (split.isEmpty ? "" : "  \(split.count) case(s) measured under both; a side of fewer than "
                + "\(CaseResult.PlacementFigures.fewestForksForInterval) forks has no interval (more forks, --forks N, give it one):\n"
                + table.render())
    }

    /// The workers' round trips of a run whose readings at each thread count form one group: where the host kept the
    /// workers all run, which another run's contended figures may not share; nothing when none was read.
    private static func oneDistance(_ file: ResultsFile) -> String {
        let counts = Set(file.results.filter { !$0.placementRoundTrips.isEmpty }.map(\.threads)).sorted()
        let lines = counts.compactMap { count -> String? in
            let trips = Sample(file.placementReadings(threads: count))
            guard let median = trips.median, let least = trips.min, let most = trips.max else { return nil }
            return "\(NumberText.figure(median)) ns (\(NumberText.figure(least))-\(NumberText.figure(most))) at \(count) threads"
        }
        guard !lines.isEmpty else { return "" }
        return "\nPlacement: the workers' CPUs sat at one distance all run, their cache-line round trip's median was "
            + lines.joined(separator: "; ") + "; a run at another distance measures other contended figures (docs/placement.md)\n"
    }

    /// A line when, in some probed forks, two workers had last run on one CPU at a window edge: they took turns on it
    /// (a spinning lock then measures time slices), or one slept waiting (a blocking lock's handoff); nothing
    /// otherwise, or for results read back (their readings are in the forks file only).
    private static func sharedCPUs(_ file: ResultsFile) -> String {
        let rounds = file.results.flatMap { $0.placements.compactMap { $0 } }
        let shared = rounds.filter { $0.sharedCPUEdges > 0 }.count
        guard shared > 0 else { return "" }
        let cases = file.results.filter { $0.placements.contains { ($0?.sharedCPUEdges ?? 0) > 0 } }.count
        return "Two workers had last run on one CPU at a window edge in \(shared) of \(rounds.count) probed forks (\(cases) case(s)): "
            + "they took turns on it, or one slept waiting (the forks file's worker_cpus, docs/placement.md)\n"
    }

    /// `41.7 [40.1, 43.0] (8)`: a side's median, its interval when it has one, and its forks.
    private static func figureText(_ figures: CaseResult.PlacementFigures) -> String {
        let interval = figures.interval.map { " [\(NumberText.figure($0.lower)), \(NumberText.figure($0.upper))]" } ?? ""
        return "\(NumberText.figure(figures.median))\(interval) (\(figures.forks))"
    }

    /// `66-120 ns, 40 forks`: the round trips of every fork of `threads` workers on `side`, and how many forks.
    private static func sideRange(_ file: ResultsFile, threads: Int, _ side: PlacementGap.Side) -> String {
        let rows = file.results.filter { $0.threads == threads }.compactMap { $0.placementFigures(on: side) }
        guard let least = rows.map(\.roundTrip.lowerBound).min(), let most = rows.map(\.roundTrip.upperBound).max() else { return "none" }
        return "\(NumberText.figure(least))-\(NumberText.figure(most)) ns, \(rows.map(\.forks).reduce(0, +)) forks"
    }
}
