import Dispatch

/// Increments of a plain shared counter submitted to a serial executor: the pattern actors replace,
/// in which the executor, not a lock, keeps the increments apart.
///
/// The operation counted is the submission. At most `maximumBacklog` increments wait in the executor:
/// beyond that a submission waits for one to run, so memory stays bounded however long the run, and in
/// steady state ns/op is the executor's sustainable rate rather than the speed of piling up work (the
/// remaining backlog is drained, unmeasured, before the check). The invariant, checked after `drain()`:
/// the counter equals the submissions.
@usableFromInline package struct AsyncSubmission<Executor: SerialExecutorKind>: OperationWorkload {
    /// The most increments submitted but not yet run.
    package static var maximumBacklog: Int { 4_096 }

    @usableFromInline let executor = Executor()
    @usableFromInline let counter = SharedCounter()
    @usableFromInline let slots = DispatchSemaphore(value: maximumBacklog)

    @usableFromInline package init() {}

    @inlinable
    package func operation() {
        let counter = counter
        let slots = slots
        slots.wait()
        executor.submit {
            counter.increment()
            slots.signal()
        }
    }

    @usableFromInline package func verify(_ totals: OperationTotals) -> InvariantCheck {
        executor.drain()
        return counter.verify(expected: totals.operations)
    }
}
