import SyncBench

/// The cases `bench versus` pairs: at one thread the uncontended case, at more the contended increment, for each
/// of two primitives named exactly as `bench list` names them.
enum VersusCases {
    /// The cases of the primitive `name`, one per thread count, in their order.
    /// - Throws: `UsageError` for a name no available primitive has, or a primitive that is not measured at a
    ///   thread count (a coordination tool has no contended increment).
    static func cases(of name: String, threads: [Int], catalog: Catalog) throws(UsageError) -> [BenchmarkCase] {
        var cases: [BenchmarkCase] = []
        for count in threads {
            let benchmark: Benchmark = count == 1 ? .uncontended : .contended
            guard let subject = catalog.subject(named: name, measuredBy: benchmark) else {
                throw UsageError(problem(name, benchmark: benchmark, catalog: catalog), usage: VersusOptions.usage)
            }
            cases.append(BenchmarkCase(benchmark: benchmark, subject: subject, threads: count))
        }
        return cases
    }

    /// Why `name` has no case of `benchmark`: it is no available primitive, or `benchmark` does not measure it.
    private static func problem(_ name: String, benchmark: Benchmark, catalog: Catalog) -> String {
        if let subject = catalog.subjects.first(where: { $0.name == name }) {
            if let reason = subject.unavailableReason { return "\(name) is not available here: \(reason)" }
            return "\(name) has no \(benchmark.rawValue) case: versus measures locks (see 'bench list')"
        }
        var known: [String] = []
        for subject in catalog.subjects(measuredBy: benchmark) where subject.unavailableReason == nil && !known.contains(subject.name) {
            known.append(subject.name)
        }
        return "no primitive is named '\(name)'; known: \(known.joined(separator: ", "))"
    }
}
