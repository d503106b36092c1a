#if canImport(Glibc)
import Platform

/// An unnamed POSIX semaphore (`sem_t`, value 1) on the heap, used as a mutex beside `DispatchSemaphore`.
///
/// glibc: an atomic counter, with a futex wait when it is 0. Darwin does not implement unnamed POSIX
/// semaphores (`sem_init` fails with `ENOSYS`), so this type exists on glibc only.
/// - Warning: no owner, so no priority inheritance and no recursion.
@usableFromInline package final class PosixSemaphoreLock: LockPrimitive, @unchecked Sendable {
    @usableFromInline package static let name = "posix_sem"
    @usableFromInline package static let summary = "sem_t from sem_init(value 1) as a mutex (glibc: atomic counter, futex wait; no owner)"
    @usableFromInline package static let family = Family.dispatch
    @usableFromInline package static let contendedWaiting = ContendedWaiting.sleeps
    @usableFromInline package static var footprint: Footprint { .pointer(to: sem_t.self) }
    @usableFromInline package static var queueWaiting: QueueWaiting { .semaphores }

    @usableFromInline let semaphore: UnsafeMutablePointer<sem_t>

    @usableFromInline package init() {
        semaphore = CacheLineAllocation.allocate(sem_t.self)
        semaphore.initialize(to: sem_t())
        PthreadCheck.call(sem_init(semaphore, 0, 1) == 0 ? 0 : errno, "sem_init")
    }

    @usableFromInline package var stateAddress: UnsafeRawPointer { UnsafeRawPointer(semaphore) }

    deinit {
        PthreadCheck.call(sem_destroy(semaphore) == 0 ? 0 : errno, "sem_destroy")
        semaphore.deinitialize(count: 1)
        CacheLineAllocation.deallocate(semaphore)
    }

    @inlinable
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        while sem_wait(semaphore) != 0 {
            PthreadCheck.call(errno == EINTR ? 0 : errno, "sem_wait")
        }
        defer { PthreadCheck.call(sem_post(semaphore) == 0 ? 0 : errno, "sem_post") }
        return try body()
    }
}
#endif
