/// The tasks kernel with a lock: the cache kernel's operation (`CacheKernelOperation`), called from N tasks on
/// the cooperative pool instead of N threads. Nothing is awaited: a batch of operations is synchronous code
/// called from a task, as a locked cache's `get` is, and a task that waits for the lock blocks its pool thread.
/// The invariant: `CacheTable`'s.
public struct TaskCacheKernel<Access: LockAccess>: AsyncWorkload {
    /// The cache kernel whose operations the tasks run.
    @usableFromInline let cache: CacheKernel<Access>

    /// Makes the kernel around `access`, reading at `readPercent` (0...100).
    public init(_ access: Access, readPercent: Int) {
        cache = CacheKernel(access, readPercent: readPercent)
    }

    /// Unused: the runner calls `run(batch:worker:)`, which needs the task's random source.
    public func operation() async {}

    /// Unused: see `operation()`.
    public func timedOperation() async -> TimedAcquire? { nil }

    @inlinable
    public func operation(worker: inout WorkerState) async {
        cache.run(batch: 1, worker: &worker)
    }

    @inlinable
    public func run(batch count: Int, worker: inout WorkerState) async {
        cache.run(batch: count, worker: &worker)
    }

    @inlinable
    public func timedOperation(worker: inout WorkerState) async -> TimedAcquire? {
        cache.timedOperation(worker: &worker)
    }

    public func verify(_ totals: OperationTotals) async -> InvariantCheck {
        cache.verify(totals)
    }
}
