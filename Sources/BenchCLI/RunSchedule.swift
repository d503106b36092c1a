import SyncBench

/// The measurements of a run, in order: every case in the first round, then each windowed case again in
/// every later round, so that one case's rounds lie a whole pass of the suite apart.
struct RunSchedule {
    /// One measurement: a round of a case.
    struct Step {
        /// The case's place in the run's cases (and in the results file).
        let caseIndex: Int
        /// The round, from 0.
        let round: Int
        /// The rounds this case takes in all.
        let rounds: Int
        /// The plan of the whole case, all rounds together.
        let whole: RunPlan

        /// This round's plan; a later round reuses `batch`, the one the first round calibrated.
        func plan(batch: Int? = nil) -> RunPlan {
            Interleaving.plan(whole, round: round, of: rounds, batch: batch)
        }
    }

    /// Every measurement, in the order they run.
    let steps: [Step]

    /// The schedule of `cases` under `options`; `stop` ends every plan early.
    init(cases: [BenchmarkCase], options: RunOptions, stop: StopSignal = StopSignal()) {
        let wholes = cases.map { options.plan(for: $0, stop: stop) }
        let rounds = zip(cases, wholes).map { options.interleaving.rounds(for: $0, repetitions: $1.repetitions) }
        steps = (0..<(rounds.max() ?? 0)).flatMap { round in
            cases.indices.filter { rounds[$0] > round }.map { index in
                Step(caseIndex: index, round: round, rounds: rounds[index], whole: wholes[index])
            }
        }
    }

    /// The time the whole run should take when nothing hangs, in nanoseconds.
    var expectedNanoseconds: UInt64 {
        steps.reduce(0) { $0 + $1.plan().expectedNanoseconds }
    }

    /// The most rounds any case takes.
    var rounds: Int {
        steps.last.map { $0.round + 1 } ?? 0
    }
}
