import SyncBenchCore
import SyncBenchResults

/// The measurements of a run, in order: every case in the first round, then each windowed case again in
/// every later round, so that one case's rounds lie a whole pass of the suite apart.
package struct RunSchedule: Sendable {
    /// One measurement: a round of a case.
    package struct Step: Sendable {
        /// The case's place in the run's cases (and in the results file).
        package let caseIndex: Int
        /// The round, from 0.
        package let round: Int
        /// The rounds this case takes in all.
        package let rounds: Int
        /// The plan of the whole case, all rounds together.
        package let whole: RunPlan

        /// This round's plan; a later round reuses `batch`, the one the first round calibrated.
        package func plan(batch: Int? = nil) -> RunPlan {
            Interleaving.plan(whole, round: round, of: rounds, batch: batch)
        }
    }

    /// Every measurement, in the order they run.
    package let steps: [Step]

    /// The schedule of `cases`, each measured under the plan at the same place in `plans` (all its rounds
    /// together), its windows spread over rounds as `interleaving` says.
    package init(cases: [BenchmarkCase], plans: [RunPlan], interleaving: Interleaving) {
        precondition(cases.count == plans.count, "one plan per case")
        let rounds = zip(cases, plans).map { interleaving.rounds(for: $0, repetitions: $1.repetitions) }
        steps = (0..<(rounds.max() ?? 0)).flatMap { round in
            cases.indices.filter { rounds[$0] > round }.map { index in
                Step(caseIndex: index, round: round, rounds: rounds[index], whole: plans[index])
            }
        }
    }

    /// The time the whole run should take when nothing hangs, in nanoseconds.
    package var expectedNanoseconds: UInt64 {
        steps.reduce(0) { $0 + $1.plan().expectedNanoseconds }
    }

    /// The most rounds any case takes.
    package var rounds: Int {
        steps.last.map { $0.round + 1 } ?? 0
    }
}
