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

/// Runs `body`, which blocks, on a thread of its own, so that the test's cooperative-pool thread stays
/// free for the tasks `body` may start.
func offThePool<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: body()) }.start()
    }
}

/// Runs `measure` off the pool, and again every 150 ms for up to a minute while `starved` holds of its result.
///
/// For workloads whose workers are tasks: tests elsewhere that block can hold every cooperative-pool thread
/// for seconds (longer under a sanitizer), and tasks that get no thread measure nothing or time out. A
/// workload that is itself broken still fails once the minute is up.
func measureOnceThePoolIsFree(
    _ measure: @escaping @Sendable () -> RunMeasurement,
    starved: (RunMeasurement) -> Bool
) async -> RunMeasurement {
    let deadline = ContinuousClock.now + .seconds(60)
    var measurement = await offThePool(measure)
    while starved(measurement) && ContinuousClock.now < deadline {
        try? await Task.sleep(for: .milliseconds(150))
        measurement = await offThePool(measure)
    }
    return measurement
}

/// Every lock of the default suite available on this platform, taken from the suite itself so that a lock
/// added there is checked here without a second edit, plus `Slowed`, which only `--slowdown` uses.
let allLockTypes: [any LockPrimitive.Type] = DefaultSuite.catalog.subjects
    .filter { $0.excludes && $0.unavailableReason == nil }
    .compactMap(\.lockType) + [Slowed<PthreadMutex>.self]
