import CSyncBench
import Platform

/// The pthread mutex workload written in C: the same lock, increment and unlock with no Swift wrapper.
///
/// Beside `LockedIncrement<PthreadMutex>` it shows what the Swift wrapper costs.
@usableFromInline package struct CPthreadMutexIncrement: Workload {
    /// The name in `bench list` and the CSV.
    package static let name = "c_pthread_mutex"
    /// What this twin measures.
    package static let summary = "C twin of pthread_mutex: a raw C loop of lock, increment, unlock"
    /// The Swift primitive this twin mirrors.
    package static let twin = PthreadMutex.name

    @usableFromInline let mutex = PthreadMutex()
    @usableFromInline let counter = SharedCounter()

    package init() {}

    @inlinable
    package func run(batch count: Int, worker: inout WorkerState) {
        runInC(count)
    }

    @inlinable
    package func timedOperation(worker: inout WorkerState) -> TimedAcquire? {
        runInC(1)
        return nil
    }

    @inlinable
    func runInC(_ count: Int) {
        PthreadCheck.call(csb_pthread_mutex_batch(mutex.mutex, counter.address, count), "pthread_mutex_lock/unlock (C)")
    }

    @usableFromInline package func verify(_ totals: OperationTotals) -> InvariantCheck {
        counter.verify(expected: totals.operations)
    }
}

/// The atomic-increment control written in C.
@usableFromInline package struct CAtomicIncrement: Workload {
    /// The name in `bench list` and the CSV.
    package static let name = "c_atomic_increment"
    /// What this twin measures.
    package static let summary = "C twin of atomic_increment: a raw C loop of relaxed fetch-add"
    /// The Swift control this twin mirrors.
    package static let twin = AtomicIncrement.name

    @usableFromInline let counter = SharedCounter()

    package init() {}

    @inlinable
    package func run(batch count: Int, worker: inout WorkerState) {
        csb_atomic_increment_batch(counter.address, count)
    }

    @inlinable
    package func timedOperation(worker: inout WorkerState) -> TimedAcquire? {
        csb_atomic_increment_batch(counter.address, 1)
        return nil
    }

    @usableFromInline package func verify(_ totals: OperationTotals) -> InvariantCheck {
        counter.verify(expected: totals.operations)
    }
}
