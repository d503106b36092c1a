import SyncBenchCore

/// The case of a results file that measures a scenario: its benchmark, shape and thread count, and its rows.
struct ScenarioCase {
    /// The benchmark.
    var benchmark: Benchmark
    /// A kernel's shape (`read95`), for its paired estimates; nil for the counter loop and the inversion test.
    var shape: String?
    /// The thread count.
    var threads: Int
    /// Every row of the case: every subject, every status.
    var rows: [CaseResult]
    /// The case in words: `cache kernel read95 at 2 threads`.
    var description: String
}

extension Scenario {
    /// The case of `results` that measures the scenario, or nil when the run did not measure it:
    /// - one thread: the uncontended rows;
    /// - within the CPUs: the plain contended increment at the largest thread count above 1 within them;
    /// - beyond the CPUs: the same at the largest count beyond them;
    /// - a kernel's: its headline shape (the first the run measured; for the cache, its shape with the most reads,
    ///   when more than half are reads), at the largest thread count within the CPUs (else the smallest);
    /// - thread priorities: the inversion rows.
    func measuredCase(in results: [CaseResult]) -> ScenarioCase? {
        switch self {
        case .oneThread:
            let rows = results.filter { $0.benchmark == .uncontended }
            return rows.isEmpty ? nil : ScenarioCase(benchmark: .uncontended, threads: 1, rows: rows, description: "uncontended")
        case .withinCPUs, .beyondCPUs:
            let plain = results.filter(\.isPlainContended)
            let beyond = self == .beyondCPUs
            guard let threads = plain.filter({ $0.oversubscribed == beyond && $0.threads > 1 }).map(\.threads).max() else { return nil }
            return ScenarioCase(
                benchmark: .contended, threads: threads, rows: plain.filter { $0.threads == threads },
                description: "counter loop at \(threads) threads\(beyond ? " (oversubscribed)" : "")"
            )
        case .readMostlyCache:
            let readMostly = results.filter { $0.benchmark == .cache && ($0.parameters.readPercent ?? 0) > 50 }
            let most = readMostly.max { ($0.parameters.readPercent ?? 0) < ($1.parameters.readPercent ?? 0) }
            return most.flatMap { kernelCase(.cache, shape: $0.workload, in: results) }
        case .producerConsumer: return headlineCase(.queue, in: results)
        case .sharedByTasks: return headlineCase(.tasks, in: results)
        case .manyLocks: return headlineCase(.striped, in: results)
        case .threadPriorities:
            let rows = results.filter { $0.benchmark == .inversion }
            guard let first = rows.first else { return nil }
            let setting = Findings.duration(named: "hold", in: first.workload).flatMap { hold in
                Findings.duration(named: "burst", in: first.workload).map {
                    " (low holds \(Finding.time(hold)), medium spins \(Finding.time($0)))"
                }
            } ?? ""
            return ScenarioCase(benchmark: .inversion, threads: first.threads, rows: rows, description: "the high thread's wait\(setting)")
        }
    }

    /// `benchmark`'s case in its headline shape, the first the run measured.
    private func headlineCase(_ benchmark: Benchmark, in results: [CaseResult]) -> ScenarioCase? {
        Findings.headlineShapes(results).first { $0.benchmark == benchmark }.flatMap { kernelCase(benchmark, shape: $0.workload, in: results) }
    }

    /// `benchmark`'s case in `shape` at the largest thread count within the CPUs, else the smallest.
    private func kernelCase(_ benchmark: Benchmark, shape: String, in results: [CaseResult]) -> ScenarioCase? {
        let rows = results.filter { $0.benchmark == benchmark && $0.workload == shape }
        guard let threads = rows.filter({ !$0.oversubscribed }).map(\.threads).max() ?? rows.map(\.threads).min() else { return nil }
        return ScenarioCase(
            benchmark: benchmark, shape: shape, threads: threads, rows: rows.filter { $0.threads == threads },
            description: "\(benchmark.rawValue) kernel \(shape) at \(threads) thread\(threads == 1 ? "" : "s")"
        )
    }
}
