import SyncBenchCore

/// What makes two results the same case: matched across files by these four fields.
package struct CaseKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The kind of measurement.
    package var benchmark: Benchmark
    /// The subject's name.
    package var primitive: String
    /// The workload's parameters.
    package var workload: String
    /// Worker threads.
    package var threads: Int

    /// Makes a key.
    package init(benchmark: Benchmark, primitive: String, workload: String, threads: Int) {
        self.benchmark = benchmark
        self.primitive = primitive
        self.workload = workload
        self.threads = threads
    }

    /// The key of `result`.
    package init(_ result: CaseResult) {
        self.init(benchmark: result.benchmark, primitive: result.primitive, workload: result.workload, threads: result.threads)
    }

    /// `contended pthread_mutex increment threads=2`.
    package var description: String { "\(benchmark) \(primitive) \(workload) threads=\(threads)" }

    package static func < (lhs: CaseKey, rhs: CaseKey) -> Bool {
        (lhs.benchmark.rawValue, lhs.primitive, lhs.workload, lhs.threads) < (rhs.benchmark.rawValue, rhs.primitive, rhs.workload, rhs.threads)
    }
}
