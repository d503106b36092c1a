import Dispatch

/// A `DispatchWorkItem` created, dispatched to a serial queue and waited for: the cost of one round trip
/// through a work item. ns/op and the sampled latency are the whole round trip.
/// The invariant: every item's body ran once.
@usableFromInline package struct WorkItemDispatchWait: RoundTripWorkload {
    @usableFromInline let queue = DispatchQueue(label: "syncbench.workitem")
    @usableFromInline let ran = SharedCounter()

    package init() {}

    @inlinable
    package func roundTrip() {
        let ran = ran
        let item = DispatchWorkItem { ran.increment() }
        queue.async(execute: item)
        item.wait()
    }

    @usableFromInline package func verify(_ totals: OperationTotals) -> InvariantCheck {
        ran.verify(expected: totals.operations)
    }
}

/// A `DispatchWorkItem` cancelled before it could run: created, cancelled, then dispatched to a serial
/// queue, which skips its body. ns/op is what the caller pays; the queue's skipping happens on its own
/// thread. The invariant, after the queue drained: no cancelled body ran (a body that ran counts as lost).
@usableFromInline package struct WorkItemCancel: OperationWorkload {
    @usableFromInline let queue = DispatchQueue(label: "syncbench.workitem-cancel")
    @usableFromInline let ran = SharedCounter()

    package init() {}

    @inlinable
    package func operation() {
        let ran = ran
        let item = DispatchWorkItem { ran.increment() }
        item.cancel()
        queue.async(execute: item)
    }

    @usableFromInline package func verify(_ totals: OperationTotals) -> InvariantCheck {
        queue.sync {}
        let skipped = totals.operations - ran.value
        return skipped == totals.operations ? .held : .violated(expected: totals.operations, actual: skipped)
    }
}
