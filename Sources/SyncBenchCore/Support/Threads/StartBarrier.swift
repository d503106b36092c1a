import Foundation

/// Holds every party until the last one arrives, so that all workers start together.
@usableFromInline package final class StartBarrier: @unchecked Sendable {
    private let condition = NSCondition()
    private let parties: Int
    private var arrived = 0

    /// Makes a barrier for `parties` threads.
    package init(parties: Int) {
        precondition(parties > 0, "a barrier needs at least one party")
        self.parties = parties
    }

    /// Counts one party in without waiting for the others: for tasks, which must never block a thread
    /// of the cooperative pool (with more tasks than pool threads, waiting tasks would hold every thread
    /// and the last ones would never arrive).
    @usableFromInline package func arrive() {
        condition.lock()
        defer { condition.unlock() }
        arrived += 1
        if arrived == parties { condition.broadcast() }
    }

    /// Blocks until `parties` threads have called this method.
    @usableFromInline package func arriveAndWait() {
        condition.lock()
        defer { condition.unlock() }
        arrived += 1
        if arrived == parties {
            condition.broadcast()
        } else {
            while arrived < parties { condition.wait() }
        }
    }

    /// Blocks until every party has arrived or `seconds` have passed.
    /// - Returns: false when some party had not arrived in time.
    package func arriveAndWait(seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        arrived += 1
        if arrived == parties { condition.broadcast() }
        while arrived < parties {
            if !condition.wait(until: deadline) { return arrived >= parties }
        }
        return true
    }
}
