import SyncBench

/// The cases `bench versus` pairs, for each of two primitives named exactly as `bench list` names them: at one
/// thread the uncontended case and at more the contended increment, or with `--kernel` the kernel's case in the
/// shape asked for at every thread count.
enum VersusCases {
    /// The cases of the primitive `name`, one per thread count, in their order.
    /// - Throws: `UsageError` for a name no available primitive has, a primitive that is not measured at a thread
    ///   count (a coordination tool has no contended increment) or in the kernel, or a kernel or shape not known.
    static func cases(of name: String, threads: [Int], options: VersusOptions, catalog: Catalog) throws(UsageError) -> [BenchmarkCase] {
        let kernel = try options.kernel.map { name throws(UsageError) in try shape(of: name, options, catalog: catalog) }
        var cases: [BenchmarkCase] = []
        for count in threads {
            let benchmark = kernel?.benchmark ?? (count == 1 ? .uncontended : .contended)
            let subject = catalog.subjects.first {
                $0.name == name && $0.unavailableReason == nil && $0.benchmarks.contains(benchmark)
                    && (benchmark != .kernel || $0.workload == options.kernel)
            }
            guard let subject else {
                throw UsageError(problem(name, benchmark: benchmark, catalog: catalog), usage: VersusOptions.usage)
            }
            cases.append(BenchmarkCase(benchmark: benchmark, subject: subject, threads: count, parameters: kernel?.parameters ?? WorkloadParameters()))
        }
        return cases
    }

    /// The benchmark and shape of the kernel `name` as `options` ask: a built-in kernel's headline unless
    /// `--reads` or `--stripes` say otherwise, or a package's own kernel.
    static func shape(of name: String, _ options: VersusOptions, catalog: Catalog) throws(UsageError) -> (benchmark: Benchmark, parameters: WorkloadParameters) {
        guard catalog.kernelNames.contains(name) else {
            throw UsageError("--kernel: no kernel is named '\(name)'; known: \(catalog.kernelNames.joined(separator: ", "))", usage: VersusOptions.usage)
        }
        guard let kind = KernelKind(rawValue: name) else { return (.kernel, WorkloadParameters()) }
        var parameters = KernelSelection(shapes: options.shape.map { [name: [$0]] } ?? [:]).parameters(of: kind, full: false)[0]
        if options.packed { parameters.packedStripes = true }
        return (kind.benchmark, parameters)
    }

    /// The run options whose matrix lays out every case `options` may ask of a fork: the kernel at every thread
    /// count, in every shape and for every subject, as `--full` lays it out.
    static func runOptions(_ options: VersusOptions, threads: [Int]) -> RunOptions {
        var run = RunOptions()
        (run.threads, run.critical, run.think, run.seed) = (threads, [0], [0], options.seed)
        if let kernel = options.kernel {
            run.full = true
            run.kernels = KernelSelection(names: [kernel], shapes: options.shape.map { [kernel: [$0]] } ?? [:])
        }
        return run
    }

    /// Why `name` has no case of `benchmark`: it is no available primitive, or `benchmark` does not measure it.
    private static func problem(_ name: String, benchmark: Benchmark, catalog: Catalog) -> String {
        if let subject = catalog.subjects.first(where: { $0.name == name }) {
            if let reason = subject.unavailableReason { return "\(name) is not available here: \(reason)" }
            if let reason = subject.notInKernels, benchmark.isKernel { return "\(name) is not in the kernels: \(reason)" }
            return "\(name) has no \(benchmark.rawValue) case: versus measures locks (see 'bench list')"
        }
        var known: [String] = []
        for subject in catalog.subjects(measuredBy: benchmark) where subject.unavailableReason == nil && !known.contains(subject.name) {
            known.append(subject.name)
        }
        return "no primitive is named '\(name)'; known: \(known.joined(separator: ", "))"
    }
}
