import CSyncBench
import Dispatch
import Platform
import Synchronization

/// How the queue kernel's producers and consumers wait when its ring is full or empty, the lock's own way
/// (`QueueWaiting`), and how they are all let go when the run stops.
///
/// Once `close()` has run, nobody waits: an operation that would wait gives up instead, so that no worker waits
/// for a partner that has already stopped.
@usableFromInline package final class QueueWaiters: @unchecked Sendable {
    /// The way waits are made: the lock's own, or spinning then yielding when it asks for a condition variable
    /// but has no pthread mutex to bind one to.
    @usableFromInline package let waiting: QueueWaiting
    @usableFromInline let closed = PaddedAtomics(count: 1)
    /// Condition variables: room, then an item (nil unless `waiting` is `.conditionVariable`).
    @usableFromInline let conditions: UnsafeMutablePointer<pthread_cond_t>?
    /// The lock's pthread mutex, which the conditions are bound to.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>?
    /// Counting semaphores: free slots, then items (nil unless `waiting` is `.semaphores`).
    @usableFromInline let semaphores: (room: DispatchSemaphore, items: DispatchSemaphore)?
    /// How many semaphore waits `close()` must release: one per worker.
    private let workers: Int

    /// The tries spent on the spin hint before a waiter yields instead.
    @usableFromInline static let spinningTries = 16

    /// Waiters for a ring of `capacity` slots shared by `workers` workers, waiting as `lock` does.
    package init<Lock: LockPrimitive>(for lock: Lock, capacity: Int, workers: Int) {
        self.workers = workers
        let mutex = (lock as? any PthreadMutexBacked)?.pthreadMutex
        waiting = Lock.queueWaiting == .conditionVariable && mutex == nil ? .spinThenYield : Lock.queueWaiting
        if waiting == .conditionVariable {
            let conditions = CacheLineAllocation.allocate(pthread_cond_t.self, count: 2, placement: .lockState)
            for index in 0..<2 {
                (conditions + index).initialize(to: pthread_cond_t())
                PthreadCheck.call(pthread_cond_init(conditions + index, nil), "pthread_cond_init")
            }
            self.conditions = conditions
            self.mutex = mutex
        } else {
            conditions = nil
            self.mutex = nil
        }
        if waiting == .semaphores {
            // Made at zero and raised by signals: a DispatchSemaphore deallocated below the value it was made with
            // stops the process, and the room semaphore ends below `capacity` whenever items are left in the ring.
            let room = DispatchSemaphore(value: 0)
            for _ in 0..<capacity { room.signal() }
            semaphores = (room, DispatchSemaphore(value: 0))
        } else {
            semaphores = nil
        }
    }

    deinit {
        if let conditions {
            for index in 0..<2 { PthreadCheck.call(pthread_cond_destroy(conditions + index), "pthread_cond_destroy") }
            conditions.deinitialize(count: 2)
            CacheLineAllocation.deallocate(conditions)
        }
    }

    /// Whether the run has stopped and nobody should wait any more.
    @inlinable
    package var isClosed: Bool { closed[0].pointee.load(ordering: .relaxed) != 0 }

    /// Stops all waiting: wakes every waiter, under `lock` for the condition variables so that none misses it.
    package func close<Lock: LockPrimitive>(under lock: Lock) {
        switch waiting {
        case .conditionVariable:
            lock.withLock {
                closed[0].pointee.store(1, ordering: .relaxed)
                for index in 0..<2 { PthreadCheck.call(pthread_cond_broadcast(conditions! + index), "pthread_cond_broadcast") }
            }
        case .semaphores:
            closed[0].pointee.store(1, ordering: .relaxed)
            for _ in 0..<workers {
                semaphores!.room.signal()
                semaphores!.items.signal()
            }
        case .spinThenYield:
            closed[0].pointee.store(1, ordering: .relaxed)
        }
    }

    /// Under the lock: waits on condition `index` (0 room, 1 an item), giving the lock up meanwhile.
    @inlinable
    func wait(on index: Int) {
        PthreadCheck.call(pthread_cond_wait(conditions! + index, mutex!), "pthread_cond_wait")
    }

    /// Under the lock: wakes one waiter on condition `index`.
    @inlinable
    func signal(_ index: Int) {
        PthreadCheck.call(pthread_cond_signal(conditions! + index), "pthread_cond_signal")
    }

    /// Outside the lock, after a try that found no room or no item: the spin hint for the first tries, then a
    /// yield of the CPU.
    @inlinable
    static func pause(afterTry tries: Int) {
        if tries < spinningTries {
            csb_spin_hint()
        } else {
            sched_yield()
        }
    }
}
