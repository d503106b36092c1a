import Platform

/// Names one kind of pthread mutex and sets up the attributes that make it.
public protocol PthreadMutexKind {
    /// The stable name in `bench list`, `--filter` and the CSV.
    static var name: String { get }
    /// What the kind is on the running platform.
    static var summary: String { get }
    /// Sets the kind on `attributes`, an initialized attribute object; every call checked.
    static func configure(_ attributes: UnsafeMutablePointer<pthread_mutexattr_t>)
}

/// A `pthread_mutex_t` of one kind, allocated on the heap so that Swift never moves it.
///
/// The kind only chooses the attributes; locking is the same `pthread_mutex_lock`/`unlock` pair for all.
/// - Warning: not recursive unless the kind is; taking a non-recursive one twice on one thread deadlocks
///   (or, for the error-checking kind, fails its check and stops the process).
public final class PthreadMutexLock<Kind: PthreadMutexKind>: PthreadMutexBacked, @unchecked Sendable {
    public static var name: String { Kind.name }
    public static var summary: String { Kind.summary }
    public static var family: Family { .pthread }
    public static var footprint: Footprint { .pointer(to: pthread_mutex_t.self) }
    public static var queueWaiting: QueueWaiting { .conditionVariable }
    public static var contendedWaiting: ContendedWaiting { .sleeps }

    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        let attributes = UnsafeMutablePointer<pthread_mutexattr_t>.allocate(capacity: 1)
        attributes.initialize(to: pthread_mutexattr_t())
        PthreadCheck.call(pthread_mutexattr_init(attributes), "pthread_mutexattr_init")
        Kind.configure(attributes)
        mutex = CacheLineAllocation.allocate(pthread_mutex_t.self)
        mutex.initialize(to: pthread_mutex_t())
        PthreadCheck.call(pthread_mutex_init(mutex, attributes), "pthread_mutex_init")
        PthreadCheck.call(pthread_mutexattr_destroy(attributes), "pthread_mutexattr_destroy")
        attributes.deinitialize(count: 1)
        attributes.deallocate()
    }

    public var stateAddress: UnsafeRawPointer { UnsafeRawPointer(mutex) }

    @usableFromInline package var pthreadMutex: UnsafeMutablePointer<pthread_mutex_t> { mutex }

    deinit {
        PthreadCheck.call(pthread_mutex_destroy(mutex), "pthread_mutex_destroy")
        mutex.deinitialize(count: 1)
        CacheLineAllocation.deallocate(mutex)
    }

    @inlinable
    public func withLock<R>(_ body: () throws -> R) rethrows -> R {
        PthreadCheck.call(pthread_mutex_lock(mutex), "pthread_mutex_lock")
        defer { PthreadCheck.call(pthread_mutex_unlock(mutex), "pthread_mutex_unlock") }
        return try body()
    }
}

/// A default `pthread_mutex_t`: on Linux glibc's futex-based mutex; on Darwin, libpthread's first-fit mutex.
/// - Warning: not recursive; taking it twice on one thread deadlocks.
public typealias PthreadMutex = PthreadMutexLock<DefaultMutexKind>

/// The default kind: attributes left as `pthread_mutexattr_init` makes them.
public enum DefaultMutexKind: PthreadMutexKind {
    public static let name = "pthread_mutex"
    public static let summary = "pthread_mutex_t, default kind (glibc: futex; Darwin: first-fit)"
    public static func configure(_ attributes: UnsafeMutablePointer<pthread_mutexattr_t>) {}
}

/// `PTHREAD_MUTEX_ERRORCHECK`: the same lock, but it checks its owner, so relocking or unlocking from
/// the wrong thread returns an error (which `PthreadCheck` turns into a stop) instead of deadlocking.
/// - Warning: not recursive.
@usableFromInline package enum ErrorCheckMutexKind: PthreadMutexKind {
    @usableFromInline package static let name = "pthread_mutex_errorcheck"
    @usableFromInline package static let summary = "pthread_mutex_t, PTHREAD_MUTEX_ERRORCHECK (owner checked on every lock and unlock)"
    @usableFromInline package static func configure(_ attributes: UnsafeMutablePointer<pthread_mutexattr_t>) {
        PthreadCheck.call(pthread_mutexattr_settype(attributes, Int32(PTHREAD_MUTEX_ERRORCHECK)), "pthread_mutexattr_settype")
    }
}

/// `PTHREAD_MUTEX_RECURSIVE`: the owner may take it again; it keeps an owner and a count.
@usableFromInline package enum RecursiveMutexKind: PthreadMutexKind {
    @usableFromInline package static let name = "pthread_mutex_recursive"
    @usableFromInline package static let summary = "pthread_mutex_t, PTHREAD_MUTEX_RECURSIVE (owner and count; what NSRecursiveLock wraps)"
    @usableFromInline package static func configure(_ attributes: UnsafeMutablePointer<pthread_mutexattr_t>) {
        PthreadCheck.call(pthread_mutexattr_settype(attributes, Int32(PTHREAD_MUTEX_RECURSIVE)), "pthread_mutexattr_settype")
    }
}

/// `PTHREAD_PRIO_INHERIT`: a waiter lends its priority to the owner. On Linux the owner's TID is the lock
/// word and every contended lock and unlock is a `FUTEX_LOCK_PI`/`FUTEX_UNLOCK_PI` system call; on Darwin
/// libpthread's mutex with the priority-inheritance protocol.
/// - Warning: not recursive.
@usableFromInline package enum PriorityInheritanceMutexKind: PthreadMutexKind {
    @usableFromInline package static let name = "pthread_mutex_pi"
    @usableFromInline package static let summary = "pthread_mutex_t, PTHREAD_PRIO_INHERIT (Linux: owner TID word, FUTEX_LOCK_PI when contended)"
    @usableFromInline package static func configure(_ attributes: UnsafeMutablePointer<pthread_mutexattr_t>) {
        PthreadCheck.call(pthread_mutexattr_setprotocol(attributes, Int32(PTHREAD_PRIO_INHERIT)), "pthread_mutexattr_setprotocol")
    }
}

#if canImport(Glibc)
/// `PTHREAD_MUTEX_ADAPTIVE_NP` (glibc only): spins a bounded, self-tuning number of times in user space
/// before it sleeps on the futex. Other platforms have no such kind.
/// - Warning: not recursive, not fair.
@usableFromInline package enum AdaptiveMutexKind: PthreadMutexKind {
    @usableFromInline package static let name = "pthread_mutex_adaptive"
    @usableFromInline package static let summary = "pthread_mutex_t, PTHREAD_MUTEX_ADAPTIVE_NP (glibc: spins a while, then the futex)"
    @usableFromInline package static func configure(_ attributes: UnsafeMutablePointer<pthread_mutexattr_t>) {
        PthreadCheck.call(pthread_mutexattr_settype(attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP)), "pthread_mutexattr_settype")
    }
}
#endif
