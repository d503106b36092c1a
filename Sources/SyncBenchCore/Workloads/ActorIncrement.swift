/// The shared counter as an actor: isolation instead of a lock.
@usableFromInline package actor CounterActor {
    private var count = 0

    /// An empty counter.
    package init() {}

    /// Adds one.
    @usableFromInline package func increment() {
        count += 1
    }

    /// Adds one and returns the clock when the actor started running this call.
    @usableFromInline package func timedIncrement() -> UInt64 {
        let held = MonotonicClock.now()
        count += 1
        return held
    }

    /// The count.
    package var value: Int { count }
}

/// An actor-isolated counter incremented with `await` from N tasks: the pattern that replaces a lock in
/// Swift concurrency. The workers are tasks on the cooperative pool (on Linux one thread per core), not
/// threads; each call hops onto the actor's executor and back. The sampled wait is from the call to the
/// moment the actor runs it. The invariant: the actor's count equals the increments the tasks counted.
@usableFromInline package struct ActorIncrement: AsyncWorkload {
    /// The name in `bench list` and the CSV.
    package static let name = "actor"
    /// What it measures.
    package static let summary = "actor-isolated counter, await increment() from N tasks (workers are tasks on the cooperative pool, not threads)"

    @usableFromInline let counter = CounterActor()

    package init() {}

    @inlinable
    package func operation() async {
        await counter.increment()
    }

    @inlinable
    package func timedOperation() async -> TimedAcquire? {
        let asked = MonotonicClock.now()
        let held = await counter.timedIncrement()
        return TimedAcquire(kind: .exclusive, nanoseconds: held &- asked)
    }

    @usableFromInline package func verify(_ totals: OperationTotals) async -> InvariantCheck {
        let actual = await counter.value
        return actual == totals.operations ? .held : .violated(expected: totals.operations, actual: actual)
    }
}
