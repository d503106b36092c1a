import SyncBench
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A default `pthread_mutex_t` written afresh in this package: the same lock as syncbench's `pthread_mutex`,
/// so that the two figures, measured in one run, show what measuring a lock from another module costs.
///
/// The mutex lives on the heap, on a 128-byte line of its own, so that Swift never moves it and no other
/// object's hot field shares its cache line. Every pthread call's result is checked.
/// - Warning: not recursive; taking it twice on one thread deadlocks.
public final class OwnPthreadMutex: LockPrimitive, @unchecked Sendable {
    public static let name = "own_pthread_mutex"
    public static let summary = "OwnLock example: a default pthread_mutex_t of its own, in another module"
    /// A contended `pthread_mutex_lock` waits on a futex (Linux) or in the kernel (Darwin).
    public static let contendedWaiting = ContendedWaiting.sleeps

    /// `@usableFromInline` so that the `@inlinable` `withLock` below can reach it from the engine's loop.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        let line = UnsafeMutableRawPointer.allocate(byteCount: 128, alignment: 128)
        mutex = line.bindMemory(to: pthread_mutex_t.self, capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        Self.check(pthread_mutex_init(mutex, nil), "pthread_mutex_init")
    }

    deinit {
        Self.check(pthread_mutex_destroy(mutex), "pthread_mutex_destroy")
        mutex.deinitialize(count: 1)
        UnsafeMutableRawPointer(mutex).deallocate()
    }

    /// `@inlinable`, so that the engine's loop, specialized for this class in the `bench` module, inlines the
    /// lock and unlock calls instead of calling across the module boundary for every operation.
    @inlinable
    public func withLock<R>(_ body: () throws -> R) rethrows -> R {
        Self.check(pthread_mutex_lock(mutex), "pthread_mutex_lock")
        defer { Self.check(pthread_mutex_unlock(mutex), "pthread_mutex_unlock") }
        return try body()
    }

    /// Stops the process, naming the call, when a pthread function fails.
    @inlinable
    static func check(_ result: Int32, _ function: StaticString) {
        if result != 0 {
            preconditionFailure("\(function) failed with error \(result)")
        }
    }
}
