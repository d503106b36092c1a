import Platform

/// A `pthread_rwlock_t` on the heap: readers share it, a writer holds it alone.
///
/// glibc's default prefers readers (`PTHREAD_RWLOCK_PREFER_READER_NP`), so a steady stream of readers
/// can hold writers off; the read/write mix measures whether they do.
/// - Warning: not recursive for writers.
@usableFromInline package final class PthreadRWLock: ReadWriteLockPrimitive, @unchecked Sendable {
    @usableFromInline package static let name = "pthread_rwlock"
    @usableFromInline package static let summary = "pthread_rwlock_t: shared reads, exclusive writes (glibc default prefers readers)"
    @usableFromInline package static let family = Family.pthread
    @usableFromInline package static let contendedWaiting = ContendedWaiting.sleeps
    @usableFromInline package static var footprint: Footprint { .pointer(to: pthread_rwlock_t.self) }

    @usableFromInline let rwlock: UnsafeMutablePointer<pthread_rwlock_t>

    @usableFromInline package init() {
        rwlock = CacheLineAllocation.allocate(pthread_rwlock_t.self)
        rwlock.initialize(to: pthread_rwlock_t())
        PthreadCheck.call(pthread_rwlock_init(rwlock, nil), "pthread_rwlock_init")
    }

    @usableFromInline package var stateAddress: UnsafeRawPointer { UnsafeRawPointer(rwlock) }

    deinit {
        PthreadCheck.call(pthread_rwlock_destroy(rwlock), "pthread_rwlock_destroy")
        rwlock.deinitialize(count: 1)
        CacheLineAllocation.deallocate(rwlock)
    }

    @inlinable
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        PthreadCheck.call(pthread_rwlock_wrlock(rwlock), "pthread_rwlock_wrlock")
        defer { PthreadCheck.call(pthread_rwlock_unlock(rwlock), "pthread_rwlock_unlock") }
        return try body()
    }

    @inlinable
    package func withReadLock<R>(_ body: () throws -> R) rethrows -> R {
        PthreadCheck.call(pthread_rwlock_rdlock(rwlock), "pthread_rwlock_rdlock")
        defer { PthreadCheck.call(pthread_rwlock_unlock(rwlock), "pthread_rwlock_unlock") }
        return try body()
    }
}
