/// The kinds of measurement a subject takes part in.
public enum Benchmark: String, Sendable, CaseIterable {
    /// One worker: the cost of a lock/unlock pair with nobody else asking.
    case uncontended
    /// N workers on one shared lock.
    case contended
    /// N workers reading and writing through a read/write lock.
    case rwmix
    /// Two threads waking each other in turn.
    case handoff
    /// A high-priority thread waiting for a lock that a low-priority one holds, on one CPU.
    case inversion
    /// Blocking work items submitted at once: how many threads the process grows.
    case explosion
    /// A coordination primitive's own pattern: groups, work items, sources, queue hierarchies.
    case coordination
}
