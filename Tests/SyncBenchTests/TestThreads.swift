import Foundation
import SyncBench

/// Runs `count` threads that start together behind a barrier, and waits for them with a timeout.
/// - Returns: false when some thread had not finished after `timeout` seconds.
func runThreads(_ count: Int, timeout: TimeInterval = 30, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
    let barrier = StartBarrier(parties: count)
    let done = DispatchGroup()
    for index in 0..<count {
        done.enter()
        Thread {
            barrier.arriveAndWait()
            body(index)
            done.leave()
        }.start()
    }
    return done.wait(timeout: .now() + timeout) == .success
}

/// Every lock primitive this package ships on this platform, for parametrized tests.
let allLockTypes: [any LockPrimitive.Type] = [
    PthreadMutex.self,
    PthreadMutexLock<ErrorCheckMutexKind>.self,
    PthreadMutexLock<RecursiveMutexKind>.self,
    PthreadMutexLock<PriorityInheritanceMutexKind>.self,
    SynchronizationMutex.self,
    FoundationLock<NSLockKind>.self,
    FoundationLock<NSRecursiveLockKind>.self,
    FoundationLock<NSConditionKind>.self,
    FoundationLock<NSConditionLockKind>.self,
    TTASSpinLock.self,
    DispatchSemaphoreLock.self,
    SerialQueueLock.self,
    BarrierQueueLock.self,
    PthreadRWLock.self,
    Slowed<PthreadMutex>.self,
] + platformLockTypes

/// The locks that exist on this platform only.
private var platformLockTypes: [any LockPrimitive.Type] {
    var types: [any LockPrimitive.Type] = []
    #if canImport(Glibc)
    types += [PthreadMutexLock<AdaptiveMutexKind>.self, PthreadSpinLock.self, PosixSemaphoreLock.self]
    #endif
    #if canImport(os)
    types += [UnfairLock.self, AllocatedUnfairLock.self]
    #endif
    return types
}
