import Foundation
import SyncBench

/// What a paired run (`bench ab`, `bench versus`) says as it goes: who each side is (once, for one build), a
/// line per pair round, each case as it is decided or loses a pair; and its files, rewritten after a pair round
/// at most once a second (`writeIntervalNanoseconds`), and when the run ends, however it ends.
final class PairedReporter {
    /// The least time between two writes of the files while the run goes on. Each write renders every pair
    /// and fork so far, between rounds, where it delays the next pair: after every round it took a few
    /// milliseconds of each round late in a 30 s `bench versus`. Once a second, a parent that dies without a
    /// word loses at most a second's pairs.
    static let writeIntervalNanoseconds: UInt64 = 1_000_000_000

    private let display: ProgressDisplay
    private let output: PairedOutput
    private let budgetNanoseconds: UInt64
    private let now: () -> UInt64
    private let started: UInt64
    private var lastWrite: UInt64?
    /// The metadata of each side's file, the fingerprints once the sides said who they are.
    private(set) var metadata: (baseline: ResultsMetadata, current: ResultsMetadata)

    /// The folder the files go to.
    var outputFolder: String { output.folder }

    /// A reporter showing its progress on `display` and writing to `output`, with each side's metadata before its
    /// fork said who it is; `now` is the monotonic clock in nanoseconds, which tests pass.
    init(
        display: ProgressDisplay, output: PairedOutput, budgetNanoseconds: UInt64, metadata: (baseline: ResultsMetadata, current: ResultsMetadata),
        now: @escaping () -> UInt64 = MonotonicClock.now
    ) {
        self.display = display
        self.output = output
        self.budgetNanoseconds = budgetNanoseconds
        self.metadata = metadata
        self.now = now
        started = now()
    }

    /// Reports `event` and, after a pair round, writes the files: after the first round, then once
    /// `writeIntervalNanoseconds` have passed since the last write.
    /// - Throws: `AtomicFile.WriteError` when a file cannot be written, which ends the run.
    func observe(_ event: PairedRunner.Event, _ state: PairedRunState) throws(AtomicFile.WriteError) {
        switch event {
        case .introduced(let side, let hello):
            let who = output.kind == .versus ? "" : "\(side.rawValue): "
            if output.kind == .ab || side == .baseline {
                display.note("\(who)build \(hello.build), \(hello.configuration), fork protocol \(hello.protocolVersion)")
            }
            set("build_fingerprint", hello.build, on: side)
        case .roundStarted(let number, let open):
            let left = Double(budgetNanoseconds) / 1e9 - Double(now() - started) / 1e9
            display.update(
                "pair round \(number): \(open) of \(state.cases.count) cases open (\(ClockText.minutesSeconds(max(0, left))) of the budget left)"
            )
        case .paired:
            return
        case .decided(let index, let look):
            display.note("  decided after \(look.pairs) pairs: \(state.cases[index].label): \(Self.describe(look))", colour: look.state == .regression ? .red : nil)
        case .lost(let index, _, let reason):
            display.note("  pair lost: \(state.cases[index].label): \(reason)", colour: .yellow)
        case .missing(let index, let side):
            display.note("  the \(side.rawValue) has no case '\(state.cases[index].label)': not compared")
        case .roundEnded(let number):
            let time = now()
            if let lastWrite, time - lastWrite < Self.writeIntervalNanoseconds { return }
            lastWrite = time
            let decided = state.cases.filter(\.track.isDecided).count
            try write(state, status: .inProgress("pair round \(number), \(decided) of \(state.cases.count) cases decided"))
        }
    }

    /// Clears the status line, if any, and writes the files with how the run ended.
    /// - Returns: how far it got, `240 pairs in 61 pair rounds`, for the lines that follow.
    func finish(_ outcome: PairedRunner.Outcome, _ state: PairedRunState) throws(AtomicFile.WriteError) -> String {
        display.finish()
        let progress = "\(state.pairCount) pairs in \(state.rounds) pair rounds"
        switch outcome {
        case .completed: try write(state, status: .complete(progress))
        case .stopped: try write(state, status: .interrupted(progress))
        case .failed, .lostInARow: try write(state, status: .failed(after: progress, reason: outcome.failure ?? ""))
        }
        return progress
    }

    /// The run's last line, to standard error: `bench ab: 240 pairs in 61 pair rounds; WHAT are in FOLDER/`, or
    /// that no pair was measured.
    func keptLine(_ command: String, _ state: PairedRunState, progress: String, holding what: String) -> String {
        let kept = state.pairCount == 0 ? "no pair was measured; the run's files are in" : "\(progress); \(what) are in"
        return "bench \(command): \(kept) \(outputFolder)/\n"
    }

    /// Clears the status line, if any, before an error is said.
    func abandon() {
        display.finish()
    }

    /// Writes both files with `status` as their `run_status`.
    func write(_ state: PairedRunState, status: RunStatus) throws(AtomicFile.WriteError) {
        for side in PairedRunner.SideRole.allCases { set(RunStatus.key, status.description, on: side) }
        try output.write(state, metadata: metadata)
    }

    /// `regression, ratio 1.052 [1.031, 1.074]`.
    static func describe(_ look: PairedLook) -> String {
        let interval = look.interval
        return "\(look.state.rawValue), ratio \(NumberText.fixed(exp(interval.estimate), places: 3)) "
            + "[\(NumberText.fixed(exp(interval.lower), places: 3)), \(NumberText.fixed(exp(interval.upper), places: 3))]"
    }

    private func set(_ key: String, _ value: String, on side: PairedRunner.SideRole) {
        switch side {
        case .baseline: metadata.baseline = Self.setting(key, value, in: metadata.baseline)
        case .current: metadata.current = Self.setting(key, value, in: metadata.current)
        }
    }

    private static func setting(_ key: String, _ value: String, in lines: ResultsMetadata) -> ResultsMetadata {
        var file = ResultsFile(metadata: lines, results: [])
        file.setMetadata(key, value)
        return file.metadata
    }
}
