import SyncBench

extension DefaultSuite {
    /// A kernel of your own measured with every lock the kernels measure by default: one subject per lock, each
    /// specialized for your kernel and that lock together where you call this. Call it in the module that defines
    /// the kernel, where the optimizer sees its `operation` (or make `operation` `@inlinable`):
    ///
    /// ```swift
    /// extension LRUKernel {
    ///     public static var subjects: [Subject] { DefaultSuite.kernelLocks(measuring: LRUKernel.self) }
    /// }
    /// // main.swift
    /// BenchMain.main(catalog: DefaultSuite.catalog.adding(LRUKernel.subjects))
    /// ```
    @inlinable
    public static func kernelLocks<K: Kernel>(measuring kernel: K.Type) -> [Subject] {
        var subjects: [Subject] = [
            .kernel(kernel, lock: PthreadMutex.self),
        ]
        #if canImport(Glibc)
        subjects.append(.kernel(kernel, lock: PthreadMutexLock<AdaptiveMutexKind>.self))
        #endif
        subjects += [
            .kernel(kernel, lock: SynchronizationMutex.self),
        ]
        #if canImport(os)
        subjects += [.kernel(kernel, lock: UnfairLock.self), .kernel(kernel, lock: AllocatedUnfairLock.self)]
        #endif
        subjects += [
            .kernel(kernel, lock: FoundationLock<NSLockKind>.self),
            .kernel(kernel, lock: PthreadRWLock.self),
            .kernel(kernel, lock: TTASSpinLock.self),
        ]
        #if canImport(Glibc)
        subjects.append(.kernel(kernel, lock: PthreadSpinLock.self))
        #endif
        subjects += [
            .kernel(kernel, lock: SerialQueueLock.self),
            .kernel(kernel, lock: BarrierQueueLock.self),
        ]
        return subjects
    }
}
