/// Which cases a run measures: the shape of the default suite, of `--full`, and of explicit sweeps.
@usableFromInline package struct CaseMatrix: Sendable, Equatable, Codable {
    /// The sweep values of critical-section work and think time, in nanoseconds.
    package static let sweepValues: [Double] = [0, 50, 1_000]
    /// The read shares of the read/write mix, in percent.
    package static let readPercents = [100, 95, 50]
    /// The work items the thread explosion submits at once.
    package static let explosionItems = [16, 64, 256]

    /// Contended thread counts.
    package var threadCounts: [Int]
    /// CPUs this process may use.
    package var effectiveCPUs: Int
    /// Every sweep at every thread count, instead of the representative subset.
    package var full: Bool
    /// Critical-section work to sweep, in nanoseconds; nil for the default sweep.
    package var critical: [Double]?
    /// Think time to sweep, in nanoseconds; nil for the default sweep.
    package var think: [Double]?
    /// The kernels and their shapes; none unless asked for (a run's options ask for every one by default).
    package var kernels: KernelSelection

    /// Makes a matrix.
    package init(
        threadCounts: [Int], effectiveCPUs: Int, full: Bool = false, critical: [Double]? = nil, think: [Double]? = nil,
        kernels: KernelSelection = .none
    ) {
        self.threadCounts = threadCounts
        self.effectiveCPUs = effectiveCPUs
        self.full = full
        self.critical = critical
        self.think = think
        self.kernels = kernels
    }

    private enum CodingKeys: String, CodingKey {
        case threadCounts, effectiveCPUs, full, critical, think, kernels
    }

    /// Reads a matrix; one from a build that had no kernels measures none.
    @usableFromInline package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            threadCounts: try container.decode([Int].self, forKey: .threadCounts),
            effectiveCPUs: try container.decode(Int.self, forKey: .effectiveCPUs),
            full: try container.decode(Bool.self, forKey: .full),
            critical: try container.decodeIfPresent([Double].self, forKey: .critical),
            think: try container.decodeIfPresent([Double].self, forKey: .think),
            kernels: try container.decodeIfPresent(KernelSelection.self, forKey: .kernels) ?? .none
        )
    }

    /// Whether critical-section work and think time are swept at all: with `full` or an explicit sweep. The
    /// default run leaves them out; its kernels measure locks inside real work instead.
    package var sweeps: Bool {
        full || critical != nil || think != nil
    }

    /// The thread counts the sweeps and the read/write mix use: by default the largest count within the
    /// effective CPUs and the largest count of all; every count with `full` or an explicit sweep.
    package var sweepThreadCounts: [Int] {
        if sweeps { return threadCounts }
        let chosen = [threadCounts.last { $0 <= effectiveCPUs }, threadCounts.last].compactMap { $0 }
        return Array(Set(chosen)).sorted()
    }

    /// The (critical, think) pairs swept beyond the plain increment: none unless `sweeps`.
    package var sweepParameters: [WorkloadParameters] {
        let pairs: [(Double, Double)]
        if critical != nil || think != nil {
            pairs = (critical ?? [0]).flatMap { c in (think ?? [0]).map { (c, $0) } }
        } else if full {
            pairs = Self.sweepValues.flatMap { c in Self.sweepValues.map { (c, $0) } }
        } else {
            pairs = []
        }
        return pairs.filter { $0.0 > 0 || $0.1 > 0 }.map { WorkloadParameters(criticalNanoseconds: $0.0, thinkNanoseconds: $0.1) }
    }

    /// The thread counts of the kernels: every count with `full`; otherwise those within the effective CPUs (the
    /// smallest count when none is), where a kernel's figure is the lock's and not the scheduler's.
    package var kernelThreadCounts: [Int] {
        if full { return threadCounts }
        let within = threadCounts.filter { $0 <= effectiveCPUs }
        return within.isEmpty ? Array(threadCounts.prefix(1)) : within
    }

    /// The thread counts of a coordination workload that has several callers: by default one and the largest
    /// count within the effective CPUs; every count with `full`.
    package var coordinationThreadCounts: [Int] {
        if full { return threadCounts }
        return Array(Set([1, threadCounts.last { $0 <= effectiveCPUs } ?? 1])).sorted()
    }

    /// The cases for `catalog`: uncontended, contended at every thread count, the sweeps for locks (with `full`,
    /// every lock; with an explicit sweep, those swept by default), the read/write mix, the handoff, the
    /// coordination workloads, the priority inversion, the thread explosion, and the kernels.
    /// Unavailable subjects are left out.
    package func cases(_ catalog: Catalog) -> [BenchmarkCase] {
        func available(_ benchmark: Benchmark) -> [Subject] {
            catalog.subjects(measuredBy: benchmark).filter { $0.unavailableReason == nil }
        }
        var cases = available(.uncontended).map { BenchmarkCase(benchmark: .uncontended, subject: $0, threads: 1) }
        let contended = available(.contended)
        cases += contended.flatMap { subject in threadCounts.map { BenchmarkCase(benchmark: .contended, subject: subject, threads: $0) } }
        for parameters in sweepParameters {
            for subject in contended where subject.role == .lock && (full || subject.sweptByDefault) {
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
        return cases + kernelCases(catalog)
    }

    /// The kernels' cases: each built-in kernel in each shape for the subjects it measures (those it measures by
    /// default, or every one with `full`), the headline shape at every kernel thread count and the others where
    /// threads meet; then each kernel of a package's own at every kernel thread count.
    func kernelCases(_ catalog: Catalog) -> [BenchmarkCase] {
        var cases: [BenchmarkCase] = []
        let counts = kernelThreadCounts
        for kind in KernelKind.allCases where kernels.includes(kind.rawValue) {
            let subjects = catalog.subjects(measuredBy: kind.benchmark).filter { $0.unavailableReason == nil && (full || $0.kernelsByDefault) }
            for (index, parameters) in kernels.parameters(of: kind, full: full).enumerated() {
                let threads = index == 0 || full ? counts : counts.filter { $0 > 1 }
                for subject in subjects {
                    cases += threads.map { BenchmarkCase(benchmark: kind.benchmark, subject: subject, threads: $0, parameters: parameters) }
                }
            }
        }
        for subject in catalog.subjects(measuredBy: .kernel) where subject.unavailableReason == nil && kernels.includes(subject.workload ?? "") {
            cases += counts.map { BenchmarkCase(benchmark: .kernel, subject: subject, threads: $0) }
        }
        return cases
    }
}
