import SyncBench

/// `bench list`: every subject, with what it is here, and the workloads.
enum ListCommand: BenchCommand {
    static let name = "list"
    static let summary: (synopsis: String, text: String)? = ("list", "list the primitives, controls and workloads")
    static let usage: String? = ListOptions.usage

    /// Prints the subjects of the catalog and the workloads, or the results file's columns.
    static func execute(_ options: ListOptions, in context: CommandContext) -> ExitCode {
        let console = context.console
        if options.columns {
            console.out(ResultsColumn.markdownTable)
            return .success
        }
        var table = TextTable(header: ["name", "benchmarks", "role", "bytes", "what it is here"], leftAligned: [0, 1, 2, 4])
        for subject in context.catalog.subjects {
            table.rows.append([subject.name, benchmarks(of: subject), subject.role.rawValue, bytes(of: subject), note(on: subject)])
        }
        console.out("Primitives and controls (names for --filter; kernels* only with --full; bytes: one instance, heap included):\n" + table.render())
        console.out(kernels(context.catalog))
        console.out("""

            Workloads:
              uncontended  one worker: lock, increment a shared counter, unlock (ns per pair)
              contended    N workers on one lock, each incrementing the shared counter inside it;
                           the counter must equal the sum of the workers' counts afterwards.
                           Swept with work inside the lock (cs) and think time outside it (0, 50ns, 1us)
                           with --critical, --think or --full
              rwmix        N workers mixing reads (shared) and writes (exclusive) at 100/0, 95/5, 50/50
              handoff      two threads waking each other in turn: wake-up latency
              coordination each coordination primitive's own pattern, named in the benchmarks column:
                           group enter/leave pairs, fan-out to notify, work-item round trip and cancel,
                           user-data source coalescing, queue hierarchies, sync across QoS
              inversion    a low-priority holder, a high-priority waiter and a medium spinner on one CPU:
                           the high thread's wait, bounded by the hold only with priority inheritance
              explosion    16, 64 and 256 blocking work items submitted at once: the process's peak
                           threads and the time until all ran
              kernels      the locks inside real work: see Kernels above and docs/kernels.md

            Executors (role executor) take the place of a lock: an actor's workers are tasks on the
            cooperative pool (one thread per core on Linux), not threads; for serial_queue_async and
            OperationQueue the operation is the submission, and the backlog is drained before the check.
            The cs and think sweeps run with --critical or --think (a representative set of locks) or --full
            (every lock); the default run measures the kernels instead.

            """)
        return .success
    }

    /// The subject's benchmarks, every built-in kernel folded into one word, `kernels`; a `*` when only `--full`
    /// measures it in them.
    static func benchmarks(of subject: Subject) -> String {
        var names = subject.benchmarks.filter { $0.kernel == nil }.map(\.rawValue)
        let kernels = subject.benchmarks.compactMap(\.kernel)
        if !kernels.isEmpty {
            let word = kernels.count == KernelKind.allCases.count ? "kernels" : kernels.map(\.rawValue).joined(separator: ", ")
            names.append(word + (subject.kernelsByDefault ? "" : "*"))
        }
        return names.joined(separator: ", ") + (subject.workload.map { " \($0)" } ?? "")
    }

    /// One instance's bytes, or empty for a subject that is no one primitive or where the heap cannot be read.
    static func bytes(of subject: Subject) -> String {
        guard subject.unavailableReason == nil, let bytes = subject.footprint?().bytes else { return "" }
        return String(bytes)
    }

    /// What the subject is here, and how the queue kernel waits with it, or why the kernels leave it out.
    static func note(on subject: Subject) -> String {
        if let reason = subject.unavailableReason { return "unavailable on this platform: \(reason)" }
        if let reason = subject.notInKernels { return "\(subject.summary); not in the kernels: \(reason)" }
        if subject.benchmarks.contains(.queue), let lock = subject.lockType {
            return "\(subject.summary); the queue kernel waits: \(lock.queueWaiting.rawValue.replacingOccurrences(of: "_", with: " "))"
        }
        return subject.summary
    }

    /// The kernels this catalog measures: the built-in ones, then a package's own.
    static func kernels(_ catalog: Catalog) -> String {
        var lines = ["", "Kernels (names for --kernels; each checks its invariant after every measurement):"]
        for kind in KernelKind.allCases {
            lines.append("  " + kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + kind.summary)
        }
        var seen: Set<String> = []
        for subject in catalog.subjects(measuredBy: .kernel) {
            guard let name = subject.workload, seen.insert(name).inserted else { continue }
            lines.append("  " + name.padding(toLength: 9, withPad: " ", startingAt: 0) + "your own: " + subject.summary)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
