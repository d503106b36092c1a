/// The tasks kernel with a lock: the cache kernel's operation (`CacheKernelOperation`), called from N tasks on
/// the cooperative pool instead of N threads. Nothing is awaited: a batch of operations is synchronous code
/// called from a task, as a locked cache's `get` is, and a task that waits for the lock blocks its pool thread.
/// The invariant: `CacheTable`'s.
@usableFromInline package struct TaskCacheKernel<Access: LockAccess>: AsyncWorkload {
    /// The cache kernel whose operations the tasks run.
    @usableFromInline let cache: CacheKernel<Access>

    /// Makes the kernel around `access`, reading at `readPercent` (0...100).
    @usableFromInline package init(_ access: Access, readPercent: Int) {
        cache = CacheKernel(access, readPercent: readPercent)
    }

    /// Unused: the runner calls `run(batch:worker:)`, which needs the task's random source.
    @usableFromInline package func operation() async {}

    /// Unused: see `operation()`.
    @usableFromInline package func timedOperation() async -> TimedAcquire? { nil }

    @inlinable
    package func operation(worker: inout WorkerState) async {
        cache.run(batch: 1, worker: &worker)
    }

    @inlinable
    package func run(batch count: Int, worker: inout WorkerState) async {
        cache.run(batch: count, worker: &worker)
    }

    @inlinable
    package func timedOperation(worker: inout WorkerState) async -> TimedAcquire? {
        cache.timedOperation(worker: &worker)
    }

    @usableFromInline package func verify(_ totals: OperationTotals) async -> InvariantCheck {
        cache.verify(totals)
    }
}
