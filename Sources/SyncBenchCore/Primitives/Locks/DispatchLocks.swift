import Dispatch

/// `DispatchSemaphore(value: 1)` used as a mutex.
/// - Warning: a semaphore has no owner, so no priority inheritance; its real job is signalling.
@usableFromInline package final class DispatchSemaphoreLock: LockPrimitive, @unchecked Sendable {
    @usableFromInline package static let name = "DispatchSemaphore"
    @usableFromInline package static let summary = "DispatchSemaphore(value: 1) as a mutex (atomic fast path, then a kernel wait; no owner)"
    @usableFromInline package static let family = Family.dispatch
    @usableFromInline package static let contendedWaiting = ContendedWaiting.sleeps
    @usableFromInline package static var footprint: Footprint { .measured { DispatchSemaphore(value: 1) } }
    @usableFromInline package static var queueWaiting: QueueWaiting { .semaphores }

    @usableFromInline let semaphore = LibraryState.steered(property: LibraryState.dispatchObject) { DispatchSemaphore(value: 1) }

    @usableFromInline package init() {}

    /// The libdispatch object behind the semaphore (`LibraryState`).
    @usableFromInline package var stateAddress: UnsafeRawPointer { LibraryState.address(of: semaphore, property: LibraryState.dispatchObject) }

    @inlinable
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        semaphore.wait()
        defer { semaphore.signal() }
        return try body()
    }
}

/// A serial `DispatchQueue` used with `sync`: the queue is the lock.
@usableFromInline package final class SerialQueueLock: LockPrimitive, @unchecked Sendable {
    @usableFromInline package static let name = "serial_queue_sync"
    @usableFromInline package static let summary = "serial DispatchQueue, sync (CAS on the queue state; a futex-backed wait when contended)"
    @usableFromInline package static let family = Family.dispatch
    @usableFromInline package static let contendedWaiting = ContendedWaiting.sleeps
    @usableFromInline package static var footprint: Footprint { .measured { DispatchQueue(label: "syncbench.serial") } }
    @usableFromInline package static var queueWaiting: QueueWaiting { .semaphores }

    @usableFromInline let queue = LibraryState.steered(property: LibraryState.dispatchObject) { DispatchQueue(label: "syncbench.serial") }

    @usableFromInline package init() {}

    /// The libdispatch object behind the queue (`LibraryState`).
    @usableFromInline package var stateAddress: UnsafeRawPointer { LibraryState.address(of: queue, property: LibraryState.dispatchObject) }

    @inlinable
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try queue.sync(execute: body)
    }
}

/// A concurrent `DispatchQueue`: `sync` for readers, `sync(flags: .barrier)` for writers.
///
/// As a lock (`withLock`) every call is a barrier write, the exclusive path.
@usableFromInline package final class BarrierQueueLock: ReadWriteLockPrimitive, @unchecked Sendable {
    @usableFromInline package static let name = "concurrent_queue_barrier"
    @usableFromInline package static let summary = "concurrent DispatchQueue: sync reads, barrier writes (writes drain the readers)"
    @usableFromInline package static let family = Family.dispatch
    @usableFromInline package static let contendedWaiting = ContendedWaiting.sleeps
    @usableFromInline package static var footprint: Footprint { .measured { DispatchQueue(label: "syncbench.concurrent", attributes: .concurrent) } }
    @usableFromInline package static var queueWaiting: QueueWaiting { .semaphores }

    @usableFromInline let queue = LibraryState.steered(property: LibraryState.dispatchObject) {
        DispatchQueue(label: "syncbench.concurrent", attributes: .concurrent)
    }

    @usableFromInline package init() {}

    /// The libdispatch object behind the queue (`LibraryState`).
    @usableFromInline package var stateAddress: UnsafeRawPointer { LibraryState.address(of: queue, property: LibraryState.dispatchObject) }

    @inlinable
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try queue.sync(flags: .barrier, execute: body)
    }

    @inlinable
    package func withReadLock<R>(_ body: () throws -> R) rethrows -> R {
        try queue.sync(execute: body)
    }
}
