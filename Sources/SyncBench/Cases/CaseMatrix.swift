/// Which cases a run measures: the shape of the default suite, of `--full`, and of explicit sweeps.
public struct CaseMatrix: Sendable, Equatable, Codable {
    /// The sweep values of critical-section work and think time, in nanoseconds.
    public static let sweepValues: [Double] = [0, 50, 1_000]
    /// The read shares of the read/write mix, in percent.
    public static let readPercents = [100, 95, 50]
    /// The work items the thread explosion submits at once.
    public static let explosionItems = [16, 64, 256]

    /// Contended thread counts.
    public var threadCounts: [Int]
    /// CPUs this process may use.
    public var effectiveCPUs: Int
    /// Every sweep at every thread count, instead of the representative subset.
    public var full: Bool
    /// Critical-section work to sweep, in nanoseconds; nil for the default sweep.
    public var critical: [Double]?
    /// Think time to sweep, in nanoseconds; nil for the default sweep.
    public var think: [Double]?

    /// Makes a matrix.
    public init(threadCounts: [Int], effectiveCPUs: Int, full: Bool = false, critical: [Double]? = nil, think: [Double]? = nil) {
        self.threadCounts = threadCounts
        self.effectiveCPUs = effectiveCPUs
        self.full = full
        self.critical = critical
        self.think = think
    }

    /// The thread counts the sweeps and the read/write mix use: by default the largest count within the
    /// effective CPUs and the largest count of all; every count with `full` or an explicit sweep.
    public var sweepThreadCounts: [Int] {
        if full || critical != nil || think != nil { return threadCounts }
        let chosen = [threadCounts.last { $0 <= effectiveCPUs }, threadCounts.last].compactMap { $0 }
        return Array(Set(chosen)).sorted()
    }

    /// The (critical, think) pairs swept beyond the plain increment.
    public var sweepParameters: [WorkloadParameters] {
        let pairs: [(Double, Double)]
        if critical != nil || think != nil {
            pairs = (critical ?? [0]).flatMap { c in (think ?? [0]).map { (c, $0) } }
        } else if full {
            pairs = Self.sweepValues.flatMap { c in Self.sweepValues.map { (c, $0) } }
        } else {
            pairs = Self.sweepValues.dropFirst().map { ($0, 0) } + Self.sweepValues.dropFirst().map { (0, $0) }
        }
        return pairs.filter { $0.0 > 0 || $0.1 > 0 }.map { WorkloadParameters(criticalNanoseconds: $0.0, thinkNanoseconds: $0.1) }
    }

    /// The thread counts of a coordination workload that has several callers: by default one and the largest
    /// count within the effective CPUs; every count with `full`.
    public var coordinationThreadCounts: [Int] {
        if full { return threadCounts }
        return Array(Set([1, threadCounts.last { $0 <= effectiveCPUs } ?? 1])).sorted()
    }

    /// The cases for `catalog`: uncontended, contended at every thread count, the sweeps for locks (by default
    /// only those swept by default; every lock with `full` or an explicit sweep), the read/write mix, the handoff,
    /// the coordination workloads, the priority inversion and the thread explosion.
    /// Unavailable subjects are left out.
    public func cases(_ catalog: Catalog) -> [BenchmarkCase] {
        func available(_ benchmark: Benchmark) -> [Subject] {
            catalog.subjects(measuredBy: benchmark).filter { $0.unavailableReason == nil }
        }
        var cases = available(.uncontended).map { BenchmarkCase(benchmark: .uncontended, subject: $0, threads: 1) }
        let contended = available(.contended)
        cases += contended.flatMap { subject in threadCounts.map { BenchmarkCase(benchmark: .contended, subject: subject, threads: $0) } }
        for parameters in sweepParameters {
            for subject in contended where subject.role == .lock && (full || critical != nil || think != nil || subject.sweptByDefault) {
                cases += sweepThreadCounts.map { BenchmarkCase(benchmark: .contended, subject: subject, threads: $0, parameters: parameters) }
            }
        }
        let mixThreads = sweepThreadCounts.filter { $0 >= 2 }
        for readPercent in Self.readPercents {
            for subject in available(.rwmix) {
                cases += mixThreads.map {
                    BenchmarkCase(benchmark: .rwmix, subject: subject, threads: $0, parameters: WorkloadParameters(readPercent: readPercent))
                }
            }
        }
        cases += available(.handoff).map { BenchmarkCase(benchmark: .handoff, subject: $0, threads: 2) }
        for subject in available(.coordination) {
            cases += (subject.singleThreaded ? [1] : coordinationThreadCounts).map {
                BenchmarkCase(benchmark: .coordination, subject: subject, threads: $0)
            }
        }
        cases += available(.inversion).map { BenchmarkCase(benchmark: .inversion, subject: $0, threads: 3) }
        for items in Self.explosionItems {
            cases += available(.explosion).map {
                BenchmarkCase(benchmark: .explosion, subject: $0, threads: 1, parameters: WorkloadParameters(items: items))
            }
        }
        return cases
    }
}
