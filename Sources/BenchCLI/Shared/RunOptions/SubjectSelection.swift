import SyncBench

/// The subjects a run's options choose: what `bench run` measures, and what each of its forks lays out again.
enum SubjectSelection {
    /// The subjects `options` choose from `catalog`, with the deliberate deadlock when asked for: the same in
    /// the parent and in every fork.
    /// - Throws: `UsageError` for a filter that matches nothing, or a kernel that `catalog` does not have.
    static func subjects(of catalog: Catalog, _ options: RunOptions) throws(UsageError) -> Catalog {
        try checkKernels(options.kernels?.names, in: catalog)
        return try select(options.injectDeadlock ? catalog.adding([.deadlockTest]) : catalog, filter: options.filter)
    }

    /// Checks that every name in `names` is a kernel of `catalog`: built in, or a package's own.
    static func checkKernels(_ names: [String]?, in catalog: Catalog) throws(UsageError) {
        let known = catalog.kernelNames
        guard let unknown = names?.first(where: { !known.contains($0) }) else { return }
        throw UsageError("--kernels: no kernel is named '\(unknown)'; known: \(known.joined(separator: ", ")), or none", usage: RunOptions.usage)
    }

    /// The catalog narrowed to the subjects whose names match `filter`.
    static func select(_ catalog: Catalog, filter: String?) throws(UsageError) -> Catalog {
        guard let filter else { return catalog }
        let pattern: Regex<AnyRegexOutput>
        do {
            pattern = try Regex(filter)
        } catch {
            throw UsageError("--filter '\(filter)' is not a valid regular expression", usage: RunOptions.usage)
        }
        let chosen = catalog.filtered { $0.contains(pattern) }
        guard chosen.subjects.contains(where: { $0.unavailableReason == nil }) else {
            var known: [String] = []
            for subject in catalog.subjects where subject.unavailableReason == nil && !known.contains(subject.name) {
                known.append(subject.name)
            }
            throw UsageError(
                "--filter '\(filter)' matches no available primitive; known: \(known.joined(separator: ", "))",
                usage: RunOptions.usage
            )
        }
        return chosen
    }
}
