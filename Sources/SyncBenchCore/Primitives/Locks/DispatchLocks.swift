import Dispatch

/// `DispatchSemaphore(value: 1)` used as a mutex.
/// - Warning: a semaphore has no owner, so no priority inheritance; its real job is signalling.
public final class DispatchSemaphoreLock: LockPrimitive, @unchecked Sendable {
    public static let name = "DispatchSemaphore"
    public static let summary = "DispatchSemaphore(value: 1) as a mutex (atomic fast path, then a kernel wait; no owner)"
    public static let family = Family.dispatch
    public static var footprint: Footprint { .measured { DispatchSemaphore(value: 1) } }
    public static var queueWaiting: QueueWaiting { .semaphores }

    @usableFromInline let semaphore = DispatchSemaphore(value: 1)

    public init() {}

    @inlinable
    public func withLock<R>(_ body: () throws -> R) rethrows -> R {
        semaphore.wait()
        defer { semaphore.signal() }
        return try body()
    }
}

/// A serial `DispatchQueue` used with `sync`: the queue is the lock.
public final class SerialQueueLock: LockPrimitive, @unchecked Sendable {
    public static let name = "serial_queue_sync"
    public static let summary = "serial DispatchQueue, sync (CAS on the queue state; a futex-backed wait when contended)"
    public static let family = Family.dispatch
    public static var footprint: Footprint { .measured { DispatchQueue(label: "syncbench.serial") } }
    public static var queueWaiting: QueueWaiting { .semaphores }

    @usableFromInline let queue = DispatchQueue(label: "syncbench.serial")

    public init() {}

    @inlinable
    public func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try queue.sync(execute: body)
    }
}

/// A concurrent `DispatchQueue`: `sync` for readers, `sync(flags: .barrier)` for writers.
///
/// As a lock (`withLock`) every call is a barrier write, the exclusive path.
public final class BarrierQueueLock: ReadWriteLockPrimitive, @unchecked Sendable {
    public static let name = "concurrent_queue_barrier"
    public static let summary = "concurrent DispatchQueue: sync reads, barrier writes (writes drain the readers)"
    public static let family = Family.dispatch
    public static var footprint: Footprint { .measured { DispatchQueue(label: "syncbench.concurrent", attributes: .concurrent) } }
    public static var queueWaiting: QueueWaiting { .semaphores }

    @usableFromInline let queue = DispatchQueue(label: "syncbench.concurrent", attributes: .concurrent)

    public init() {}

    @inlinable
    public func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try queue.sync(flags: .barrier, execute: body)
    }

    @inlinable
    public func withReadLock<R>(_ body: () throws -> R) rethrows -> R {
        try queue.sync(execute: body)
    }
}
