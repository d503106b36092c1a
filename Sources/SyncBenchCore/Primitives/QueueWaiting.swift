import Platform

/// How a thread that holds a lock waits for a state to change (the queue kernel's ring to have room, or an item):
/// the lock's own way, which the queue kernel measures along with the lock.
public enum QueueWaiting: String, Sendable, CaseIterable, Codable {
    /// A pthread condition variable bound to the lock's own pthread mutex (`PthreadMutexBacked`): the waiter sleeps
    /// and gives the mutex up in one step.
    case conditionVariable = "condition_variable"
    /// Two counting `DispatchSemaphore`s, free slots and items, taken before the lock: GCD's way to wait.
    case semaphores
    /// For a lock with no way to wait: retry under the lock, with the CPU's spin hint for the first tries, then
    /// `sched_yield` between tries.
    case spinThenYield = "spin_then_yield"
}

/// A lock whose state is a pthread mutex, so that a pthread condition variable can wait on it.
@usableFromInline package protocol PthreadMutexBacked: LockPrimitive {
    /// The lock's mutex: held inside `withLock`, so `pthread_cond_wait` may release and retake it there.
    var pthreadMutex: UnsafeMutablePointer<pthread_mutex_t> { get }
}
