@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import TestSupport
import Testing

/// A fake fork's round: what the round tests drive, one `ForkedRound` of fakes at a time.
extension FakeFork {
    /// A round of `steps` steps (`case 0`, `case 1`, ...) in forks `launcher` starts, numbered 2 in messages,
    /// its deadlines (`deadlineNanoseconds`) read on `clock`.
    func round(
        _ launcher: ForkLauncher, steps: Int, stop: StopSignal = StopSignal(), clock: DeadlineClock = DeadlineClock()
    ) -> ForkedRound {
        let deadlines = ForkDeadlines(slackNanoseconds: Self.deadlineNanoseconds, helloNanoseconds: Self.deadlineNanoseconds, clock: clock.now)
        return ForkedRound(
            slot: ForkSlot(launcher, stop: stop, deadlines: deadlines), steps: (0..<steps).map { ("case \($0)", Self.plan, 1) },
            stop: stop, roundNumber: 2
        )
    }

    /// Every event of `round` as a word: `s0` starting, `m0` measured (`m0?` for another measurement than
    /// `FakeFork.measurement`), `l0: reason` lost, `failed: reason`; and a test issue for any fork left alive.
    func events(_ round: inout ForkedRound) -> [String] {
        var words: [String] = []
        while let event = round.next() {
            switch event {
            case .starting(let index): words.append("s\(index)")
            case .measured(let index, let round): words.append("m\(index)" + (round.measurement == FakeFork.measurement ? "" : "?"))
            case .lost(let index, let reason): words.append("l\(index): \(reason)")
            case .failed(let reason): words.append("failed: \(reason)")
            }
        }
        #expect(survivors().isEmpty, "a fork outlived its round")
        return words
    }
}
