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
        var table = TextTable(header: ["name", "benchmarks", "role", "what it is here"], leftAligned: [0, 1, 2, 3])
        for subject in context.catalog.subjects {
            let note = subject.unavailableReason.map { "unavailable on this platform: \($0)" } ?? subject.summary
            let benchmarks = subject.benchmarks.map(\.rawValue).joined(separator: ", ")
                + (subject.workload.map { " \($0)" } ?? "")
            table.rows.append([subject.name, benchmarks, subject.role.rawValue, note])
        }
        console.out("Primitives and controls (names for --filter):\n" + table.render())
        console.out("""

            Workloads:
              uncontended  one worker: lock, increment a shared counter, unlock (ns per pair)
              contended    N workers on one lock, each incrementing the shared counter inside it;
                           the counter must equal the sum of the workers' counts afterwards.
                           Swept with work inside the lock (cs) and think time outside it (0, 50ns, 1us)
              rwmix        N workers mixing reads (shared) and writes (exclusive) at 100/0, 95/5, 50/50
              handoff      two threads waking each other in turn: wake-up latency
              coordination each coordination primitive's own pattern, named in the benchmarks column:
                           group enter/leave pairs, fan-out to notify, work-item round trip and cancel,
                           user-data source coalescing, queue hierarchies, sync across QoS
              inversion    a low-priority holder, a high-priority waiter and a medium spinner on one CPU:
                           the high thread's wait, bounded by the hold only with priority inheritance
              explosion    16, 64 and 256 blocking work items submitted at once: the process's peak
                           threads and the time until all ran

            Executors (role executor) take the place of a lock: an actor's workers are tasks on the
            cooperative pool (one thread per core on Linux), not threads; for serial_queue_async and
            OperationQueue the operation is the submission, and the backlog is drained before the check.
            The cs and think sweeps cover a representative set of locks by default, every lock with --full.

            """)
        return .success
    }
}
