#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A default `pthread_mutex_t`, allocated on the heap so that Swift never moves it.
///
/// On Linux this is glibc's futex-based mutex; on Darwin, libpthread's first-fit mutex.
/// - Warning: not recursive; taking it twice on one thread deadlocks.
public final class PthreadMutex: LockPrimitive, @unchecked Sendable {
    public static let name = "pthread_mutex"
    public static let summary = "pthread_mutex_t, default kind (glibc: futex; Darwin: first-fit)"

    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = CacheLineAllocation.allocate(pthread_mutex_t.self)
        mutex.initialize(to: pthread_mutex_t())
        PthreadCheck.call(pthread_mutex_init(mutex, nil), "pthread_mutex_init")
    }

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
