/// The group a subject belongs to, so that charts and tables can put like beside like: the pthread kinds
/// together, Foundation's locks together, and so on. Written in the results file's `family` column.
public enum Family: String, Sendable, CaseIterable, Codable {
    /// pthread mutexes of every kind, `pthread_rwlock`, condition variables.
    case pthread
    /// Foundation's locks (NSLock, NSRecursiveLock, NSCondition, NSConditionLock) and Objective-C's `@synchronized`.
    case foundation
    /// Dispatch and semaphores: DispatchSemaphore, POSIX `sem_t`, queues used as locks, GCD's coordination tools.
    case dispatch
    /// Spinlocks and the lightweight locks: `Synchronization.Mutex`, `os_unfair_lock`, spinlocks.
    case spinAndMutex = "spin_mutex"
    /// Serial executors used where a lock would be: an actor, a queue fed with `async`, an OperationQueue.
    case executor
    /// Reference points: no lock, an atomic add, and the C twins.
    case control
    /// A lock of the user's own, added to the suite from their package.
    case user
    /// Not recorded: rows from files written before the column existed.
    case unknown

    /// The title of the family's panel in the charts and of its group in the report.
    package var title: String {
        switch self {
        case .pthread: "pthread kinds"
        case .foundation: "Foundation locks"
        case .dispatch: "Dispatch and semaphores"
        case .spinAndMutex: "Spinlocks and Mutex"
        case .executor: "Executors"
        case .control: "Controls"
        case .user: "Your own locks"
        case .unknown: "Family not recorded"
        }
    }
}
