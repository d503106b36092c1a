import SyncBench

/// Progress of a run on standard error: case k of n, its result, and the time left.
struct Progress {
    let console: Console
    let total: Int
    private let started = MonotonicClock.now()

    init(console: Console, total: Int) {
        self.console = console
        self.total = total
    }

    /// Announces the case about to run.
    func starting(_ index: Int, _ benchmarkCase: BenchmarkCase) {
        let width = String(total).count
        let number = String(repeating: " ", count: width - String(index + 1).count) + String(index + 1)
        console.err("[\(number)/\(total)] \(benchmarkCase.label) ... ")
    }

    /// Reports the finished case and how long the rest should take at the pace so far.
    func finished(_ index: Int, _ result: CaseResult) {
        let elapsed = Double(MonotonicClock.now() - started) / 1e9
        let left = elapsed / Double(index + 1) * Double(total - index - 1)
        let figure = Summary.headline(result)
        let verdict = result.status.isFailure ? "  FAILED: \(Summary.explain(result.status))" : ""
        console.err("\(figure)\(verdict)  (\(Self.clock(left)) left)\n")
    }

    /// `m:ss`.
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        let secondsPart = whole % 60
        return "\(whole / 60):\(secondsPart < 10 ? "0" : "")\(secondsPart)"
    }
}
