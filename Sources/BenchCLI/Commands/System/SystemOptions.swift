/// The options of `bench system`: none.
struct SystemOptions: CommandOptions {
    /// The usage text of `bench system`.
    static let usage = """
        USAGE: bench system

        Says what this machine tells about itself that bears on a benchmark (virtualization and steal time,
        the CPU governor and boost, SMT siblings, the topology and what pinning could choose between, isolated
        CPUs, the cgroup quota, the load), then how steady the host runs right now
        (the host probe every \(SystemCommand.pauseMicroseconds / 1000) ms for \(SystemCommand.probeSeconds) s), a verdict, and what to do about it.

        OPTIONS:
          -h, --help         show this help
        """

    /// Parses the arguments after `system`: there must be none.
    static func parse(_ arguments: [String]) throws(UsageError) -> SystemOptions {
        if let first = arguments.first { throw ArgumentCursor(arguments, usage: usage).unknown(first) }
        return SystemOptions()
    }
}
