import SyncBench

extension LRUKernel {
    /// The kernel with each lock it is measured with, one subject per lock. They are made here, in the module
    /// that defines the kernel, because only here does the optimizer see `operation`'s body: syncbench's loop is
    /// specialized for the kernel and each lock together, the lock's calls inlined into it, nothing generic left.
    public static var subjects: [Subject] {
        [
            .kernel(LRUKernel.self, lock: SynchronizationMutex.self),
            .kernel(LRUKernel.self, lock: PthreadMutex.self),
            .kernel(LRUKernel.self, lock: FoundationLock<NSLockKind>.self),
        ]
    }
}
