import SyncBenchCore
import SyncBenchResults
import Platform

/// The tries of a `--slowdown` calibration measured where the slowed locks are measured: in fresh forks of the
/// build, as `bench ab` and a forked `bench run` measure them, not in the process that calibrates.
///
/// A try is a short paired run of every lock being calibrated, each with its own work: each pair round starts a
/// fork with no slowdown and a fork with the works tried, under the run's layout draws, and both measure each
/// lock's one-thread increment cases of the run (`benchmarks`: uncontended, contended at one thread, or both), in
/// a random order, until each lock has `pairsPerTry` pairs.
/// A lock's pairs go to its search (`Slowdown.Search`), which pools them with the earlier pairs of the same work.
///
/// Why forks: a fork is where the run measures the slowed lock, and what the process that calibrates measured
/// has not always held there: works that read alike in that process measured apart in ab's forks (docs/ab.md,
/// "Where DispatchSemaphore's 15% went astray while the calibration measured in its own process").
/// Why several cases in each fork: a fork of ab measures every case of the run, and the calibration measures
/// what it measures, in the same company.
package struct SlowdownForks: Sendable {
    /// Starts the forks: its session's matrix and slowdown are replaced on each side (one thread; none, or each
    /// lock's work).
    let launcher: ForkLauncher
    let effectiveCPUs: Int
    let seed: UInt64
    let layout: LayoutChoice
    let stop: StopSignal
    let deadlines: ForkDeadlines
    /// The one-thread increment cases a try measures: those the run measures, so that the work is read on the
    /// cases it is checked on. Pooled over uncontended and contended cases when a run had only uncontended ones,
    /// a work read +1.1% where ab then measured +1.1% to +1.3% uncontended at the median (docs/ab.md, "One-thread cases: 0.6%").
    package let benchmarks: [Benchmark]

    /// The pairs of each lock in one try, shared among `benchmarks`. Every pair is a fresh pair of forks under its
    /// own layout draw, so a try reads the slowdown over many layouts rather than over long windows of a few.
    package static let pairsPerTry = 30
    /// Each fork's warm-up and window: `bench ab`'s own.
    static let warmupNanoseconds: UInt64 = 5_000_000
    static let windowNanoseconds: UInt64 = 20_000_000
    /// A bound on one try, for each lock in it: far beyond the 2 s a lock adds to a try (6 s for three), so that
    /// forks that hang cannot hold the run up.
    static let budgetPerLockNanoseconds: UInt64 = 20_000_000_000

    /// Tries measured in forks that `launcher` starts, with
    /// the pairs' order and CPUs drawn from `seed` and their placement from `layout`; `stop` ends a try early, and
    /// `deadlines` bound a fork that is silent or hangs. `cases` are the run's: a try measures the one-thread
    /// increment benchmarks among them (`aimed(at:)`).
    package init(
        launcher: ForkLauncher, effectiveCPUs: Int, seed: UInt64, layout: LayoutChoice, stop: StopSignal, deadlines: ForkDeadlines = .standard,
        cases: [BenchmarkCase]
    ) {
        benchmarks = Self.aimed(at: cases)
        self.launcher = launcher
        self.deadlines = deadlines
        self.effectiveCPUs = effectiveCPUs
        self.seed = seed
        self.layout = layout
        self.stop = stop
    }

    /// The one-thread increment benchmarks among `cases` (uncontended, contended), in that order; both when there
    /// are none, so that a run of other cases still has its locks slowed by their share.
    static func aimed(at cases: [BenchmarkCase]) -> [Benchmark] {
        let aimed = [Benchmark.uncontended, .contended].filter { benchmark in
            cases.contains { $0.benchmark == benchmark && $0.threads == 1 }
        }
        return aimed.isEmpty ? [.uncontended, .contended] : aimed
    }

    /// What a try measures, for the calibration's first line: `uncontended and one thread contended`.
    package var description: String {
        benchmarks.map { $0 == .uncontended ? "uncontended" : "one thread contended" }.joined(separator: " and ")
    }

    /// For each lock of `tries`, the log ratios of its pairs from one try, its slowed twin (with the work given)
    /// over itself; a lock is left out when the try was stopped or its forks failed, or when fewer than half of
    /// its pairs were made.
    package func pairs(_ tries: [(subject: Subject, work: SlowdownWork)]) -> [String: [Double]] {
        let cases = tries.flatMap { tried in
            benchmarks.map { BenchmarkCase(benchmark: $0, subject: tried.subject, threads: 1) }
        }
        var (baseline, slowed) = (launcher, launcher)
        baseline.session.matrix = CaseMatrix(threadCounts: [1], effectiveCPUs: launcher.session.matrix.effectiveCPUs)
        baseline.session.slowdown = [:]
        slowed.session.matrix = baseline.session.matrix
        slowed.session.slowdown = Dictionary(tries.map { ($0.subject.name, $0.work) }, uniquingKeysWith: { first, _ in first })
        let plans = cases.map {
            RunPlan(
                threads: 1, warmupNanoseconds: Self.warmupNanoseconds, windowNanoseconds: Self.windowNanoseconds, repetitions: 1,
                parameters: $0.parameters, stop: stop
            )
        }
        let runner = PairedRunner(
            .slowdownCalibration(plain: baseline, slowed: slowed), cases: cases, plans: plans,
            policy: PairedPolicy(looks: [], maximumPairs: (Self.pairsPerTry + benchmarks.count - 1) / benchmarks.count), budgetNanoseconds: UInt64(tries.count) * Self.budgetPerLockNanoseconds,
            effectiveCPUs: effectiveCPUs, seed: seed, stop: stop, deadlines: deadlines, layout: layout
        )
        let (outcome, state) = runner.run { _, _ in }
        guard outcome == .completed else { return [:] }
        var logRatios: [String: [Double]] = [:]
        for tried in tries {
            let pairs = state.cases.filter { $0.benchmarkCase.subject.name == tried.subject.name }.flatMap(\.track.pairs)
            guard pairs.count * 2 >= Self.pairsPerTry else { continue }
            logRatios[tried.subject.name] = pairs.map(\.logRatio)
        }
        return logRatios
    }
}
