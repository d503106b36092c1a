import SyncBench

/// The cases `bench versus` pairs: at one thread the uncontended case, at more the contended increment, for each
/// of two primitives named exactly as `bench list` names them.
enum VersusCases {
    /// The cases of `second` and of `first`, one each per thread count, in the same order.
    /// - Throws: `UsageError` for a name no available primitive has, or a primitive that is not measured at a
    ///   thread count (a coordination tool has no contended increment).
    static func cases(
        _ second: String, _ first: String, threads: [Int], catalog: Catalog
    ) throws(UsageError) -> (second: [BenchmarkCase], first: [BenchmarkCase]) {
        let benchmarks = threads.map { $0 == 1 ? Benchmark.uncontended : .contended }
        var chosen: [[BenchmarkCase]] = []
        for name in [second, first] {
            var cases: [BenchmarkCase] = []
            for (count, benchmark) in zip(threads, benchmarks) {
                let measured = catalog.subjects(measuredBy: benchmark).filter { $0.unavailableReason == nil }
                guard let subject = measured.first(where: { $0.name == name }) else {
                    throw UsageError(problem(name, benchmark: benchmark, catalog: catalog, measured: measured), usage: VersusOptions.usage)
                }
                cases.append(BenchmarkCase(benchmark: benchmark, subject: subject, threads: count))
            }
            chosen.append(cases)
        }
        return (chosen[0], chosen[1])
    }

    /// Why `name` has no case of `benchmark`: it is no available primitive, or `benchmark` does not measure it.
    private static func problem(_ name: String, benchmark: Benchmark, catalog: Catalog, measured: [Subject]) -> String {
        if let subject = catalog.subjects.first(where: { $0.name == name }) {
            if let reason = subject.unavailableReason { return "\(name) is not available here: \(reason)" }
            return "\(name) has no \(benchmark.rawValue) case: versus measures locks (see 'bench list')"
        }
        var known: [String] = []
        for subject in measured where !known.contains(subject.name) { known.append(subject.name) }
        return "no primitive is named '\(name)'; known: \(known.joined(separator: ", "))"
    }
}
