import SyncBenchCore
import SyncBenchResults

/// How far a suite run has got: measurements done out of those still planned, and the time they should take.
package struct SuiteProgress: Sendable {
    /// Measurements in the schedule, less those skipped (a later round of a case that failed).
    package private(set) var total: Int
    /// Measurements finished.
    package private(set) var done = 0
    /// The most rounds any case takes.
    package let rounds: Int
    /// Whether each round runs in a fork of its own.
    package let inForks: Bool
    /// The time the measurements not yet run should take, in nanoseconds.
    package private(set) var expectedLeftNanoseconds: UInt64
    /// The time the measurements already run were planned to take, in nanoseconds.
    package private(set) var expectedDoneNanoseconds: UInt64 = 0

    /// The progress of `schedule` before anything ran; `inForks` when each round runs in a fork.
    package init(_ schedule: RunSchedule, inForks: Bool = false) {
        total = schedule.steps.count
        rounds = schedule.rounds
        self.inForks = inForks
        expectedLeftNanoseconds = schedule.expectedNanoseconds
    }

    /// True once every measurement still planned has run.
    package var isComplete: Bool { done == total }

    /// `round`, or `fork` when each round runs in a fork of its own.
    package var roundWord: String { inForks ? "fork" : "round" }

    /// `k of n measurements` (with the rounds or forks when there are several), as the file's run status says it.
    package var status: String {
        "\(done) of \(total) measurements" + (rounds > 1 ? " in \(rounds) \(roundWord)s" : "")
    }

    /// Counts `step` as measured.
    mutating func finished(_ step: RunSchedule.Step) {
        let expected = step.plan().expectedNanoseconds
        expectedLeftNanoseconds -= expected
        expectedDoneNanoseconds += expected
        done += 1
    }

    /// Drops `step` from the plan: a later round of a case that failed or cannot run is not measured again.
    mutating func skipped(_ step: RunSchedule.Step) {
        expectedLeftNanoseconds -= step.plan().expectedNanoseconds
        total -= 1
    }
}
