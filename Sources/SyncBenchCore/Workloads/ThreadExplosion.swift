import Foundation
import Synchronization

/// N work items that block, submitted three ways; how many threads the process grows to, and how long
/// until every item has run.
///
/// Each item blocks for `blockNanoseconds` on a semaphore nobody signals, as a slow I/O call would.
/// (An item that waits for a gate opened once every item is submitted cannot be used: the
/// semaphore-limited pattern never finishes submitting while its items wait, by construction.)
@usableFromInline package enum ThreadExplosion {
    /// How each item is submitted.
    package enum Pattern: String, Sendable, CaseIterable {
        /// `DispatchQueue.global().async` for every item: GCD adds threads as its workers block.
        case globalQueue = "global_queue"
        /// An `OperationQueue` limited to the CPU count.
        case operationQueue = "operation_queue_bounded"
        /// `DispatchQueue.global().async` behind a counting semaphore of the CPU count: submission waits.
        case semaphoreLimited = "semaphore_limited"

        /// One line for `bench list`.
        package var summary: String {
            switch self {
            case .globalQueue: "every blocking item on DispatchQueue.global(): GCD adds threads as its workers block"
            case .operationQueue: "blocking items on an OperationQueue with maxConcurrentOperationCount = CPUs"
            case .semaphoreLimited: "blocking items on DispatchQueue.global(), submission held to CPUs in flight by a semaphore"
            }
        }
    }

    /// How long each item blocks, in nanoseconds.
    package static let blockNanoseconds: UInt64 = 5_000_000
    /// The most a repetition may take, its submission included, before it is declared stuck, in nanoseconds.
    package static let boundNanoseconds: UInt64 = 20_000_000_000

    /// One repetition's figures.
    package struct Figures: Sendable, Equatable {
        /// Nanoseconds from the first submission until every item had run.
        package var nanoseconds: UInt64
        /// The most threads the process had meanwhile.
        package var peakThreads: Int
        /// Threads the process had before the first submission.
        package var threadsBefore: Int
    }

    /// Submits `items` blocking items with `pattern`, limited to `cpus` where the pattern limits,
    /// and waits for all of them; nil when they were not all submitted and run within `bound` nanoseconds of
    /// the first submission. Items still unfinished then are left to end on their own, never waited for.
    /// - Parameters:
    ///   - bound: the repetition's time bound; `boundNanoseconds` unless a test shortens it.
    ///   - item: what each item does; `blockingItem` unless a test counts the items.
    package static func run(
        _ pattern: Pattern, items: Int, cpus: Int, bound: UInt64 = boundNanoseconds,
        item: @escaping @Sendable () -> Void = blockingItem
    ) -> Figures? {
        let before = ThreadCount.current()
        let monitor = ThreadCountMonitor()
        monitor.start()
        let finished = DispatchGroup()
        let block: @Sendable () -> Void = {
            item()
            finished.leave()
        }
        let start = MonotonicClock.now()
        let deadline = DispatchTime.now() + .nanoseconds(Int(clamping: bound))
        var submittedAll = true
        switch pattern {
        case .globalQueue:
            for _ in 0..<items {
                finished.enter()
                DispatchQueue.global().async(execute: block)
            }
        case .operationQueue:
            let queue = OperationQueue()
            queue.maxConcurrentOperationCount = cpus
            WorkerQoS.configure(queue, .default) // the QoS of DispatchQueue.global(), which the other patterns use
            for _ in 0..<items {
                finished.enter()
                queue.addOperation(block)
            }
        case .semaphoreLimited:
            let slots = DispatchSemaphore(value: cpus)
            for _ in 0..<items {
                guard slots.wait(timeout: deadline) == .success else {
                    submittedAll = false
                    break
                }
                finished.enter()
                DispatchQueue.global().async {
                    block()
                    slots.signal()
                }
            }
        }
        let completed = submittedAll && finished.wait(timeout: deadline) == .success
        let elapsed = MonotonicClock.now() - start
        let peak = monitor.stop()
        guard completed else { return nil }
        return Figures(nanoseconds: elapsed, peakThreads: max(peak, before), threadsBefore: before)
    }
}

extension ThreadExplosion {
    /// One item: blocks for `blockNanoseconds` on a semaphore nobody signals, as a slow I/O call would.
    @Sendable
    package static func blockingItem() {
        _ = DispatchSemaphore(value: 0).wait(timeout: .now() + .nanoseconds(Int(blockNanoseconds)))
    }
}

/// Samples the thread count every millisecond on a thread of its own and keeps the largest.
private final class ThreadCountMonitor: @unchecked Sendable {
    private let running = Atomic<Bool>(true)
    private let peak = Atomic<Int>(0)
    private let stopped = DispatchSemaphore(value: 0)

    func start() {
        Thread { [self] in
            while running.load(ordering: .relaxed) {
                let count = ThreadCount.current()
                if count > peak.load(ordering: .relaxed) { peak.store(count, ordering: .relaxed) }
                usleep(1_000)
            }
            stopped.signal()
        }.start()
    }

    /// Stops sampling; returns the largest count seen.
    func stop() -> Int {
        running.store(false, ordering: .relaxed)
        stopped.wait()
        return peak.load(ordering: .relaxed)
    }
}
