import SyncBenchCore
import SyncBenchResults

extension PairedRunState {
    /// What the pairs file says of each side's half of a pair, after the side's name: when it was asked for and
    /// received, its host probe, where its lock's state, its worker's stack and its thread pointer landed
    /// modulo 4096 (`LayoutFacts`), the round trip between its first two workers' CPUs (`CPURoundTrip`), and the
    /// workers that could not be pinned to their CPUs, space-separated (empty when every pin held or none was asked).
    static let halfColumns = [
        "asked_at_ns", "received_at_ns", "host_probe_ns", "lock_offset", "stack_offset", "thread_pointer_offset", "cpu_round_trip_ns",
        "unpinned_workers",
    ]

    /// The columns of the pairs file, in order: the case, the pair, which side went first, both figures and the log
    /// ratio; then where and when the pair was measured (its round, its place in the round, the CPUs' turn, the
    /// layout draw of its round), then each side's half (`halfColumns`).
    package static var pairsColumns: [String] {
        let pair = [
            "benchmark", "primitive", "workload", "threads", "pair", "first", "baseline_ns_per_op", "current_ns_per_op", "log_ratio",
            "round", "position", "cpu_turn", "layout",
        ]
        let halves = PairedRunner.SideRole.allCases.flatMap { side in halfColumns.map { "\(side.rawValue)_\($0)" } }
        return pair + halves
    }

    /// The pairs file of a paired run (`bench ab` writes it as `pairs.csv` beside both sides' results files,
    /// `bench versus` beside its one, where `primitive` names both, `Mutex vs pthread_mutex`, and the baseline's
    /// figure is the second's):
    /// every pair, one a row, in the cases' order, with what each fork measured, which side went first, the log
    /// ratio the verdict is drawn from, and where and when each half was measured (`pairsColumns`).
    package var pairsText: String {
        var text = ""
        CSV.writeRecord(Self.pairsColumns, to: &text)
        for record in cases {
            for (number, pair) in record.track.pairs.enumerated() {
                let details = number < record.details.count ? record.details[number] : nil
                var fields = Self.caseFields(record) + Self.pairFields(pair, number: number + 1)
                fields += Self.whereFields(details)
                for side in PairedRunner.SideRole.allCases {
                    fields += Self.halfFields(details?.halves[side])
                }
                CSV.writeRecord(fields, to: &text)
            }
        }
        return text
    }

    private static func caseFields(_ record: PairedCase) -> [String] {
        let benchmarkCase = record.benchmarkCase
        return [benchmarkCase.benchmark.rawValue, record.primitive, benchmarkCase.workload, String(benchmarkCase.threads)]
    }

    private static func pairFields(_ pair: PairedTrack.Pair, number: Int) -> [String] {
        [String(number), pair.currentFirst ? "current" : "baseline", "\(pair.baseline)", "\(pair.current)", "\(pair.logRatio)"]
    }

    private static func whereFields(_ details: PairDetails?) -> [String] {
        guard let details else { return ["", "", "", ""] }
        return [String(details.round), String(details.position), String(details.turn), details.draw?.text ?? ""]
    }

    private static func halfFields(_ half: PairDetails.Half?) -> [String] {
        guard let half else { return halfColumns.map { _ in "" } }
        let layout = half.layout
        let probe: String = half.probe.map { "\($0)" } ?? ""
        let lock: String = layout?.lockOffset.map { String($0) } ?? ""
        let stack: String = layout.map { String($0.stackOffset) } ?? ""
        let thread: String = layout.map { String($0.threadPointerOffset) } ?? ""
        let roundTrip: String = half.roundTrip.map { "\($0)" } ?? ""
        let unpinned = half.unpinnedWorkers.map(String.init).joined(separator: " ")
        return [String(half.askedAt), String(half.receivedAt), probe, lock, stack, thread, roundTrip, unpinned]
    }
}
