import SyncBenchCore

/// What makes two results the same case: matched across files by these four fields.
public struct CaseKey: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The kind of measurement.
    public var benchmark: Benchmark
    /// The subject's name.
    public var primitive: String
    /// The workload's parameters.
    public var workload: String
    /// Worker threads.
    public var threads: Int

    /// Makes a key.
    public init(benchmark: Benchmark, primitive: String, workload: String, threads: Int) {
        self.benchmark = benchmark
        self.primitive = primitive
        self.workload = workload
        self.threads = threads
    }

    /// The key of `result`.
    public init(_ result: CaseResult) {
        self.init(benchmark: result.benchmark, primitive: result.primitive, workload: result.workload, threads: result.threads)
    }

    /// `contended pthread_mutex increment threads=2`.
    public var description: String { "\(benchmark) \(primitive) \(workload) threads=\(threads)" }

    public static func < (lhs: CaseKey, rhs: CaseKey) -> Bool {
        (lhs.benchmark.rawValue, lhs.primitive, lhs.workload, lhs.threads) < (rhs.benchmark.rawValue, rhs.primitive, rhs.workload, rhs.threads)
    }
}
