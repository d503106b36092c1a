import Dispatch

/// Queue hierarchies: every worker has its own serial queue, all of which target one root serial queue,
/// and `sync`s its increment through it; the direct variant `sync`s on the root itself. The difference is
/// what funnelling through a hierarchy costs. The invariant: the root kept the increments apart.
@usableFromInline package struct QueueHierarchy: Workload {
    @usableFromInline let entries: [DispatchQueue]
    @usableFromInline let counter = SharedCounter()

    /// Queues for `workers` workers: each its own queue targeting one root, or, when `direct`, the root for all.
    package init(workers: Int, direct: Bool) {
        let root = DispatchQueue(label: "syncbench.root")
        entries = (0..<workers).map { index in
            direct ? root : DispatchQueue(label: "syncbench.leaf-\(index)", target: root)
        }
    }

    @inlinable
    package func run(batch count: Int, worker: inout WorkerState) {
        let queue = entries[worker.index]
        for _ in 0..<count {
            queue.sync { counter.increment() }
        }
    }

    @inlinable
    package func timedOperation(worker: inout WorkerState) -> TimedAcquire? {
        let asked = MonotonicClock.now()
        let held = entries[worker.index].sync {
            counter.increment()
            return MonotonicClock.now()
        }
        return TimedAcquire(kind: .exclusive, nanoseconds: held &- asked)
    }

    @usableFromInline package func verify(_ totals: OperationTotals) -> InvariantCheck {
        counter.verify(expected: totals.operations)
    }
}

/// `sync` onto a serial queue of one QoS with a work item of another, `.enforceQoS` so that the item's
/// QoS is the caller's: a higher-QoS caller on a lower-QoS queue is the priority-inversion case that
/// Darwin answers with a QoS override. On Linux libdispatch keeps the QoS bookkeeping but has no
/// override machinery, so the variants should cost the same there. A work item is made for every call,
/// in every variant, so only the QoS differs between them.
@usableFromInline package struct SyncQoS: OperationWorkload {
    @usableFromInline let queue: DispatchQueue
    @usableFromInline let caller: DispatchQoS
    @usableFromInline let counter = SharedCounter()

    /// A queue at `target` QoS, called with items at `caller` QoS.
    package init(caller: DispatchQoS, target: DispatchQoS) {
        self.caller = caller
        queue = DispatchQueue(label: "syncbench.qos", qos: target)
    }

    @inlinable
    package func operation() {
        let counter = counter
        queue.sync(execute: DispatchWorkItem(qos: caller, flags: .enforceQoS) { counter.increment() })
    }

    @usableFromInline package func verify(_ totals: OperationTotals) -> InvariantCheck {
        counter.verify(expected: totals.operations)
    }
}
