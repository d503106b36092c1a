/// Everything a run may measure: one list of subjects, each naming the benchmarks that measure it.
public struct Catalog: Sendable {
    /// The subjects, in the order they are listed and, within each benchmark, measured.
    package var subjects: [Subject]

    /// Makes a catalog of `subjects`.
    public init(_ subjects: [Subject]) {
        self.subjects = subjects
    }

    /// The subjects that `benchmark` measures, in order.
    package func subjects(measuredBy benchmark: Benchmark) -> [Subject] {
        subjects.filter { $0.benchmarks.contains(benchmark) }
    }

    /// The available subject named `name` that `benchmark` measures, if there is one.
    package func subject(named name: String, measuredBy benchmark: Benchmark) -> Subject? {
        subjects.first { $0.name == name && $0.unavailableReason == nil && $0.benchmarks.contains(benchmark) }
    }

    /// The catalog with only the subjects whose name `keep` accepts.
    package func filtered(_ keep: (String) -> Bool) -> Catalog {
        Catalog(subjects.filter { keep($0.name) })
    }

    /// The kernels a run of this catalog can measure: the built-in ones, then the package's own, by name.
    package var kernelNames: [String] {
        var names = KernelKind.allCases.map(\.rawValue)
        for subject in subjects(measuredBy: .kernel) {
            if let name = subject.workload, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The catalog with `more` subjects after its own: how a package adds its own locks to the default suite.
    public func adding(_ more: [Subject]) -> Catalog {
        Catalog(subjects + more)
    }
}
