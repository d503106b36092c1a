import Foundation
import SyncBench
import TestSupport

extension RunPlan {
    /// A plan whose outcome a busy machine cannot change: every window closes only once every worker has
    /// published a batch in it (with `secondary`, also once a write was counted in it), and tasks run on
    /// threads of their own rather than on the cooperative pool, which other tests may hold for seconds.
    /// The stop grace, which bounds the workers' start, each window's wait for progress and the join, is
    /// `graceNanoseconds`: only a bound on a hang, never reached when the workers run at all.
    static func deterministic(
        threads: Int, warmupNanoseconds: UInt64, windowNanoseconds: UInt64, repetitions: Int, secondary: Bool = false
    ) -> RunPlan {
        var plan = RunPlan(
            threads: threads, warmupNanoseconds: warmupNanoseconds, windowNanoseconds: windowNanoseconds, repetitions: repetitions,
            stopGraceNanoseconds: graceNanoseconds
        )
        plan.windowClosing = .afterProgress(secondary: secondary)
        plan.taskExecutor = TestTaskExecutor.shared
        return plan
    }

    /// The stop grace of a deterministic plan, in nanoseconds: far beyond the 2 s a run's plan has at least,
    /// which a worker left unrun by a loaded machine could outlast (issue 33).
    static let graceNanoseconds: UInt64 = 30_000_000_000
}
