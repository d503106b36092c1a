/// The kinds of measurement a subject takes part in.
public enum Benchmark: String, Sendable, CaseIterable {
    /// One worker: the cost of a lock/unlock pair with nobody else asking.
    case uncontended
    /// N workers on one shared lock.
    case contended
}

/// One case of a run: a subject, a benchmark and a thread count.
public struct BenchmarkCase: Sendable {
    /// The kind of measurement.
    public var benchmark: Benchmark
    /// What is measured.
    public var subject: Subject
    /// The workload's parameters as written in the CSV.
    public var workload: String
    /// Worker threads.
    public var threads: Int

    /// Makes a case.
    public init(benchmark: Benchmark, subject: Subject, workload: String = "increment", threads: Int) {
        self.benchmark = benchmark
        self.subject = subject
        self.workload = workload
        self.threads = threads
    }

    /// A short label for progress lines and errors.
    public var label: String { "\(benchmark.rawValue) \(subject.name) threads=\(threads)" }

    /// The cases of a run: every available subject uncontended, then contended at each thread count.
    /// - Parameters:
    ///   - subjects: the subjects to measure, already filtered.
    ///   - threadCounts: the contended thread counts.
    public static func matrix(subjects: [Subject], threadCounts: [Int]) -> [BenchmarkCase] {
        let available = subjects.filter { $0.unavailableReason == nil }
        return available.map { BenchmarkCase(benchmark: .uncontended, subject: $0, threads: 1) }
            + available.flatMap { subject in
                threadCounts.map { BenchmarkCase(benchmark: .contended, subject: subject, threads: $0) }
            }
    }
}
