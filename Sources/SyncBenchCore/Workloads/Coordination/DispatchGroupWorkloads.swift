import Dispatch

/// `DispatchGroup.enter()` then `leave()` on one shared group, from every worker: the bookkeeping cost
/// of a group. The invariant: once the workers stop, every enter has had its leave (the group is empty).
@usableFromInline package struct GroupEnterLeave: OperationWorkload {
    @usableFromInline let group = DispatchGroup()

    package init() {}

    @inlinable
    package func operation() {
        group.enter()
        group.leave()
    }

    @usableFromInline package func verify(_ totals: OperationTotals) -> InvariantCheck {
        GroupBalance.check(group, enters: totals.operations)
    }
}

/// Whether a group that saw `enters` enters has had a leave for each.
@usableFromInline package enum GroupBalance {
    /// How long an unbalanced group is given to empty before the check gives up, in seconds.
    package static let graceSeconds = 1.0

    /// `.held` when the group empties within the grace period; otherwise `.violated`, with one leave
    /// (at least) missing.
    package static func check(_ group: DispatchGroup, enters: Int) -> InvariantCheck {
        group.wait(timeout: .now() + graceSeconds) == .success ? .held : .violated(expected: enters, actual: enters - 1)
    }
}

/// Fan-out/fan-in: `width` items dispatched to a concurrent queue in a group, then `notify` wakes the
/// caller. One operation is one whole fan-out, so ns/op and the sampled latency are the time from the
/// first dispatch until `notify` has run. The invariant: every item ran, `width` per fan-out.
@usableFromInline package struct GroupFanOut: RoundTripWorkload {
    @usableFromInline let width: Int
    @usableFromInline let group = DispatchGroup()
    @usableFromInline let queue = DispatchQueue(label: "syncbench.fanout", attributes: .concurrent)
    @usableFromInline let notifyQueue = DispatchQueue(label: "syncbench.fanout-notify")
    @usableFromInline let notified = DispatchSemaphore(value: 0)
    @usableFromInline let ran = SharedCounter()

    /// A fan-out of `width` items.
    package init(width: Int) {
        self.width = width
    }

    @inlinable
    package func roundTrip() {
        let ran = ran
        for _ in 0..<width {
            queue.async(group: group) { ran.atomicIncrement() }
        }
        group.notify(queue: notifyQueue) { notified.signal() }
        notified.wait()
    }

    @usableFromInline package func verify(_ totals: OperationTotals) -> InvariantCheck {
        let expected = totals.operations * width
        let actual = ran.value
        return actual == expected ? GroupBalance.check(group, enters: expected) : .violated(expected: expected, actual: actual)
    }
}
