import Dispatch
import Platform

/// Two `DispatchSemaphore`s, one per side: signal wakes the other side's `wait`.
@usableFromInline package final class DispatchSemaphoreHandoff: HandoffChannel, @unchecked Sendable {
    @usableFromInline package static let name = "DispatchSemaphore"
    @usableFromInline package static let summary = "DispatchSemaphore signal to a waiting thread (atomic fast path, kernel wait when empty)"
    @usableFromInline package static let family = Family.dispatch

    private let semaphores = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]

    @usableFromInline package init() {}

    @usableFromInline package func signal(_ side: Int) {
        semaphores[side].signal()
    }

    @usableFromInline package func wait(_ side: Int) {
        semaphores[side].wait()
    }
}

/// A pthread mutex and one condition variable per side, guarding a token count per side: the reference.
@usableFromInline package final class PthreadConditionHandoff: HandoffChannel, @unchecked Sendable {
    @usableFromInline package static let name = "pthread_cond"
    @usableFromInline package static let summary = "pthread_cond_t signal with a mutex-guarded token count (the textbook handoff)"
    @usableFromInline package static let family = Family.pthread

    private let mutex = CacheLineAllocation.allocate(pthread_mutex_t.self)
    private let conditions = CacheLineAllocation.allocate(pthread_cond_t.self, count: 2)
    private var tokens = [0, 0]

    @usableFromInline package init() {
        mutex.initialize(to: pthread_mutex_t())
        PthreadCheck.call(pthread_mutex_init(mutex, nil), "pthread_mutex_init")
        for side in 0..<2 {
            (conditions + side).initialize(to: pthread_cond_t())
            PthreadCheck.call(pthread_cond_init(conditions + side, nil), "pthread_cond_init")
        }
    }

    deinit {
        for side in 0..<2 {
            PthreadCheck.call(pthread_cond_destroy(conditions + side), "pthread_cond_destroy")
        }
        PthreadCheck.call(pthread_mutex_destroy(mutex), "pthread_mutex_destroy")
        conditions.deinitialize(count: 2)
        CacheLineAllocation.deallocate(conditions)
        mutex.deinitialize(count: 1)
        CacheLineAllocation.deallocate(mutex)
    }

    @usableFromInline package func signal(_ side: Int) {
        PthreadCheck.call(pthread_mutex_lock(mutex), "pthread_mutex_lock")
        tokens[side] += 1
        PthreadCheck.call(pthread_cond_signal(conditions + side), "pthread_cond_signal")
        PthreadCheck.call(pthread_mutex_unlock(mutex), "pthread_mutex_unlock")
    }

    @usableFromInline package func wait(_ side: Int) {
        PthreadCheck.call(pthread_mutex_lock(mutex), "pthread_mutex_lock")
        while tokens[side] == 0 {
            PthreadCheck.call(pthread_cond_wait(conditions + side, mutex), "pthread_cond_wait")
        }
        tokens[side] -= 1
        PthreadCheck.call(pthread_mutex_unlock(mutex), "pthread_mutex_unlock")
    }
}
