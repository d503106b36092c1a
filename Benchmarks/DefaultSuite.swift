import SyncBench

/// The subjects of a run, in the order they are measured and listed.
///
/// To measure a primitive of your own, add a file beside this one with a final class that conforms
/// to `LockPrimitive`, and name it in the list with `.lock(YourLock.self)`. The locks measured in the kernels by
/// default are the mainstream ones a reader chooses between (`kernelLocks`); the others join them with `--full`.
public enum DefaultSuite {
    /// Every subject `bench` knows on this platform, the unavailable ones included for `bench list`.
    public static let catalog = Catalog(
        [
            .lock(PthreadMutex.self),
            .workload(name: CPthreadMutexIncrement.name, role: .twin, family: .control, summary: CPthreadMutexIncrement.summary) {
                CPthreadMutexIncrement()
            },
            PlatformSubjects.adaptiveMutex,
            .lock(PthreadMutexLock<ErrorCheckMutexKind>.self).sweptOnlyWithFull().kernelsOnlyWithFull(),
            .lock(PthreadMutexLock<RecursiveMutexKind>.self).sweptOnlyWithFull().kernelsOnlyWithFull(),
            .lock(PthreadMutexLock<PriorityInheritanceMutexKind>.self).sweptOnlyWithFull().kernelsOnlyWithFull(),
            .lock(SynchronizationMutex.self),
            PlatformSubjects.unfairLock,
            PlatformSubjects.allocatedUnfairLock,
            .lock(FoundationLock<NSLockKind>.self),
            .lock(FoundationLock<NSRecursiveLockKind>.self).kernelsOnlyWithFull(),
            .lock(FoundationLock<NSConditionKind>.self).sweptOnlyWithFull().kernelsOnlyWithFull(),
            .lock(FoundationLock<NSConditionLockKind>.self).sweptOnlyWithFull().kernelsOnlyWithFull(),
            PlatformSubjects.synchronized,
            .lock(PthreadRWLock.self).sweptOnlyWithFull(),
            .lock(TTASSpinLock.self),
            PlatformSubjects.pthreadSpinLock,
            .lock(DispatchSemaphoreLock.self).kernelsOnlyWithFull(),
            PlatformSubjects.posixSemaphore,
            .lock(SerialQueueLock.self),
            .lock(BarrierQueueLock.self),
            .tasks(name: ActorIncrement.name, summary: ActorIncrement.summary) { ActorIncrement() },
            .actorCache(),
            .executor(SerialQueueExecutor.self),
            .executor(OperationQueueExecutor.self),
            .lock(NoLock.self),
            .workload(name: AtomicIncrement.name, role: .control, family: .control, summary: AtomicIncrement.summary) { AtomicIncrement() },
            .workload(name: CAtomicIncrement.name, role: .twin, family: .control, summary: CAtomicIncrement.summary) { CAtomicIncrement() },

            .readWrite(BarrierQueueLock.self),
            .readWrite(PthreadRWLock.self),
            .readWrite(PthreadMutex.self),

            .handoff(DispatchSemaphoreHandoff.self),
            .handoff(PthreadConditionHandoff.self),

            .inversion(PthreadMutexLock<PriorityInheritanceMutexKind>.self),
            .inversion(PthreadMutex.self),
            .inversion(SynchronizationMutex.self),
            .inversion(FoundationLock<NSLockKind>.self),
            .inversion(DispatchSemaphoreLock.self),
            .inversion(SerialQueueLock.self),
        ] + ThreadExplosion.Pattern.allCases.map { .explosion($0) } + CoordinationSuite.subjects
    )
}
