/// The kinds of measurement a subject takes part in.
@usableFromInline package enum Benchmark: String, Sendable, CaseIterable {
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
    /// The cache kernel: a dictionary read and written under the lock, reads through its shared path.
    case cache
    /// The queue kernel: a bounded ring of producers and consumers, each waiting the lock's own way.
    case queue
    /// The striped kernel: counters spread over several locks, each operation on one chosen at random.
    case striped
    /// The cache kernel driven from Swift tasks on the cooperative pool, for each lock and for an actor.
    case tasks
    /// A kernel of a package's own (`Kernel`): its name is the workload.
    case kernel

    /// The built-in kernel this benchmark measures, or nil for a counter benchmark or a kernel of your own.
    package var kernel: KernelKind? {
        KernelKind(rawValue: rawValue)
    }

    /// Whether the benchmark's workers are threads of the engine's own, which a paired run can pin to CPUs: not
    /// tasks (the cooperative pool's threads), nor the one-shot rounds of the inversion and the explosion.
    package var runsOnPinnableThreads: Bool {
        switch self {
        case .uncontended, .contended, .rwmix, .handoff, .cache, .queue, .striped, .kernel: true
        case .inversion, .explosion, .coordination, .tasks: false
        }
    }

    /// Whether the benchmark counts writes apart from reads: the read/write mix, the cache kernel and its tasks.
    package var mixesReadsAndWrites: Bool {
        self == .rwmix || self == .cache || self == .tasks
    }

    /// Whether the benchmark's check counts torn reads (`InvariantCheck.tornReads`): the read/write mix, the
    /// cache kernel and its tasks, and the queue kernel (items swapped for others).
    package var checksTornReads: Bool {
        mixesReadsAndWrites || self == .queue
    }

    /// Whether the benchmark measures a lock inside work of its own (a kernel, built in or a package's own)
    /// rather than the counter loop or a primitive's own pattern.
    package var isKernel: Bool {
        kernel != nil || self == .kernel
    }
}

extension KernelKind {
    /// The benchmark that measures it.
    @usableFromInline package var benchmark: Benchmark {
        switch self {
        case .cache: .cache
        case .queue: .queue
        case .striped: .striped
        case .tasks: .tasks
        }
    }
}
