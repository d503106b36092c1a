import Foundation
import Suite
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

/// Every lock of the default suite available on this platform, taken from the suite itself so that a lock
/// added there is checked here without a second edit.
let allLockTypes: [any LockPrimitive.Type] = DefaultSuite.catalog.subjects
    .filter { $0.excludes && $0.unavailableReason == nil }
    .compactMap(\.lockType)
