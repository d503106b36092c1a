import SyncBenchCore
import SyncBenchResults

/// How a run spreads each case's windows over rounds: the whole suite is run once per round, and each
/// windowed case contributes a share of its windows to every round.
///
/// On a shared machine a disturbance no tool inside the guest can see (a neighbour on the host, a
/// frequency change) can slow every window of a case by 5-12% for a few hundred milliseconds. With all
/// of a case's windows back to back, the whole sample shifts and a comparison calls it a regression; with
/// the windows split over rounds a suite apart, one round at most is disturbed and the median holds.
/// google/benchmark's random interleaving rests on the same idea.
///
/// The first round calibrates the batch and the later ones reuse it, after a shorter warm-up. Priority
/// inversion and the coordination patterns share out their rounds or windows the same way; thread explosion
/// is measured once, in the first round (see `Benchmark.sharesOverRounds`).
package struct Interleaving: Sendable, Equatable {
    /// The rounds a windowed case is split into, at most one per window.
    package var rounds: Int

    /// Rounds unless the user asks otherwise.
    package static let standardRounds = 3
    /// The shortest warm-up of a later round, in nanoseconds, unless the first round's is shorter still.
    static let minimumLaterWarmup: UInt64 = 10_000_000

    /// Makes a schedule of `rounds` rounds; all windows back to back when 1.
    package init(rounds: Int = Self.standardRounds) {
        precondition(rounds >= 1, "a run has at least one round")
        self.rounds = rounds
    }

    /// The rounds `benchmarkCase` takes when it has `repetitions` windows in all.
    package func rounds(for benchmarkCase: BenchmarkCase, repetitions: Int) -> Int {
        benchmarkCase.benchmark.sharesOverRounds ? max(1, min(rounds, repetitions)) : 1
    }

    /// The plan of round `round` (from 0) of `rounds`, cut from the plan of the whole case: its share of
    /// the windows (the earlier rounds take the remainder), and for a later round a quarter of the warm-up
    /// (at least 10 ms) and the batch the first round calibrated; and where the case's rounds take CPU lists in turn
    /// (`RunPlan.roundWorkerCPUs`), its turn's.
    package static func plan(_ whole: RunPlan, round: Int, of rounds: Int, batch: Int?) -> RunPlan {
        var plan = whole
        plan.repetitions = whole.repetitions / rounds + (round < whole.repetitions % rounds ? 1 : 0)
        if let lists = whole.roundWorkerCPUs, !lists.isEmpty { plan.workerCPUs = lists[round % lists.count] }
        if round > 0 {
            plan.warmupNanoseconds = max(whole.warmupNanoseconds / 4, min(whole.warmupNanoseconds, minimumLaterWarmup))
            plan.fixedBatch = whole.fixedBatch ?? batch
        }
        return plan
    }
}

extension Benchmark {
    /// Whether a case's samples can be shared out over rounds, and so over forks: windows on a running
    /// workload, or priority-inversion rounds (one per 40 ms of windows). In a run in forks, only such a
    /// case's interval accounts for how processes differ; without it, ten fresh runs found the interval of
    /// priority inversion, all taken in one process, around the median of all ten only half the time.
    /// Thread explosion is not shared out: each sample takes about 300 ms and each fork would need one,
    /// tripling the explosion cases' share of a quick run.
    package var sharesOverRounds: Bool {
        switch self {
        case .uncontended, .contended, .rwmix, .handoff, .inversion, .coordination, .cache, .queue, .striped, .tasks, .kernel: true
        case .explosion: false
        }
    }
}
