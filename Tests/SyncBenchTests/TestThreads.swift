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

/// Every lock primitive this package ships, for parametrized tests.
let allLockTypes: [any LockPrimitive.Type] = [
    PthreadMutex.self,
    FoundationLock<NSLockKind>.self,
    FoundationLock<NSRecursiveLockKind>.self,
    DispatchSemaphoreLock.self,
    SerialQueueLock.self,
    BarrierQueueLock.self,
    PthreadRWLock.self,
    Slowed<PthreadMutex>.self,
]
