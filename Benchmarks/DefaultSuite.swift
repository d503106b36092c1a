import SyncBench

/// The subjects of a run, in the order they are measured and listed.
///
/// To measure a primitive of your own, add a file beside this one with a final class that conforms
/// to `LockPrimitive`, and name it in `locks` with `.lock(YourLock.self)`.
public enum DefaultSuite {
    /// Every subject `bench` knows on this platform, the unavailable ones included for `bench list`.
    public static let catalog = Catalog(
        locks: [
            .lock(PthreadMutex.self),
            .workload(name: CPthreadMutexIncrement.name, role: .twin, summary: CPthreadMutexIncrement.summary) {
                CPthreadMutexIncrement()
            },
            .lock(FoundationLock<NSLockKind>.self),
            .lock(FoundationLock<NSRecursiveLockKind>.self),
            .lock(DispatchSemaphoreLock.self),
            .lock(SerialQueueLock.self),
            .lock(BarrierQueueLock.self),
            .lock(NoLock.self),
            .workload(name: AtomicIncrement.name, role: .control, summary: AtomicIncrement.summary) { AtomicIncrement() },
            .workload(name: CAtomicIncrement.name, role: .twin, summary: CAtomicIncrement.summary) { CAtomicIncrement() },
        ],
        readWrite: [
            .readWrite(BarrierQueueLock.self),
            .readWrite(PthreadRWLock.self),
            .readWrite(ExclusiveReads<PthreadMutex>.self),
        ],
        handoff: [
            .handoff(DispatchSemaphoreHandoff.self),
            .handoff(PthreadConditionHandoff.self),
        ],
        inversion: [
            .inversion(PthreadMutex.self),
            .inversion(FoundationLock<NSLockKind>.self),
            .inversion(DispatchSemaphoreLock.self),
            .inversion(SerialQueueLock.self),
        ],
        explosion: ThreadExplosion.Pattern.allCases.map { .explosion($0) }
    )
}
