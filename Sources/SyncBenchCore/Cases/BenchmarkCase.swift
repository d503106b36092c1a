/// One case of a run: a subject, a benchmark, a thread count and the workload's parameters.
@usableFromInline package struct BenchmarkCase: Sendable {
    /// The kind of measurement.
    package var benchmark: Benchmark
    /// What is measured.
    package var subject: Subject
    /// Worker threads.
    package var threads: Int
    /// Work inside and outside the lock, and the read share.
    package var parameters: WorkloadParameters

    /// Makes a case.
    package init(benchmark: Benchmark, subject: Subject, threads: Int, parameters: WorkloadParameters = WorkloadParameters()) {
        self.benchmark = benchmark
        self.subject = subject
        self.threads = threads
        self.parameters = parameters
    }

    /// The workload column: what the workers do, with its parameters when they are not the defaults.
    package var workload: String {
        switch benchmark {
        case .rwmix: return "read\(parameters.readPercent ?? 100)"
        case .handoff: return "pingpong"
        case .inversion:
            return "hold=\(PriorityInversionRunner.criticalSectionNanoseconds / 1_000)us "
                + "burst=\(PriorityInversionRunner.burstNanoseconds / 1_000_000)ms"
        case .explosion: return "items=\(parameters.items ?? 0) block=\(ThreadExplosion.blockNanoseconds / 1_000_000)ms"
        case .coordination, .kernel: return subject.workload ?? subject.name
        case .cache, .tasks: return "read\(parameters.readPercent ?? 100)"
        case .queue: return "ring=\(QueueRing.capacity)"
        case .striped: return "stripes=\(parameters.stripes ?? 1) \(parameters.packedStripes == true ? "packed" : "padded")"
        case .uncontended, .contended:
            guard parameters.criticalNanoseconds > 0 || parameters.thinkNanoseconds > 0 else { return "increment" }
            return "increment cs=\(Int(parameters.criticalNanoseconds))ns think=\(Int(parameters.thinkNanoseconds))ns"
        }
    }

    /// The counts each window of this case holds: one per worker thread, or one alone for the benchmarks that
    /// count round trips (the handoff) or time events (the inversion, the explosion). A fork's measurement of
    /// the case is checked against it.
    package var workersPerWindow: Int {
        switch benchmark {
        case .handoff, .inversion, .explosion: 1
        case .uncontended, .contended, .rwmix, .coordination, .cache, .queue, .striped, .tasks, .kernel: threads
        }
    }

    /// A short label for progress lines and errors.
    package var label: String { "\(benchmark.rawValue) \(subject.name) \(workload) threads=\(threads)" }
}
