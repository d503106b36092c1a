import SyncBench

/// `bench list`: every subject, with what it is here, and the workloads.
enum ListCommand {
    static let usage = """
        USAGE: bench list

        Lists every primitive and control with what it is on this platform, and the workloads.
        """

    static func execute(_ arguments: [String], subjects: [Subject], console: Console) throws(UsageError) -> ExitCode {
        var cursor = ArgumentCursor(arguments, usage: usage)
        if let argument = cursor.next() { throw cursor.unknown(argument) }
        var table = TextTable(header: ["name", "role", "what it is here"])
        for subject in subjects {
            let note = subject.unavailableReason.map { "unavailable on this platform: \($0)" } ?? subject.summary
            table.rows.append([subject.name, subject.role.rawValue, note])
        }
        console.out("Primitives and controls (names for --filter):\n" + table.render())
        console.out("""

            Workloads:
              uncontended  one worker: lock, increment a shared counter, unlock (ns per pair)
              contended    N workers on one lock, each incrementing the shared counter inside it;
                           the counter must equal the sum of the workers' counts afterwards

            """)
        return .success
    }
}
