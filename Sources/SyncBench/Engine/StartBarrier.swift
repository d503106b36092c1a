import Foundation

/// Holds every party until the last one arrives, so that all workers start together.
public final class StartBarrier: @unchecked Sendable {
    private let condition = NSCondition()
    private let parties: Int
    private var arrived = 0

    /// Makes a barrier for `parties` threads.
    public init(parties: Int) {
        precondition(parties > 0, "a barrier needs at least one party")
        self.parties = parties
    }

    /// Blocks until `parties` threads have called this method.
    public func arriveAndWait() {
        condition.lock()
        defer { condition.unlock() }
        arrived += 1
        if arrived == parties {
            condition.broadcast()
        } else {
            while arrived < parties { condition.wait() }
        }
    }
}
