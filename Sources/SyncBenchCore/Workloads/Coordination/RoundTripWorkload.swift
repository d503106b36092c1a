/// A workload whose operation is a whole round trip (dispatch, then wait for the answer): when the engine
/// samples one, the time recorded is the round trip end to end.
@usableFromInline package protocol RoundTripWorkload: Workload {
    /// One round trip; returns once it is complete.
    func roundTrip()
}

extension RoundTripWorkload {
    @inlinable
    package func run(batch count: Int, worker: inout WorkerState) {
        for _ in 0..<count { roundTrip() }
    }

    @inlinable
    package func timedOperation(worker: inout WorkerState) -> TimedAcquire? {
        let start = MonotonicClock.now()
        roundTrip()
        return TimedAcquire(kind: .exclusive, nanoseconds: MonotonicClock.now() &- start)
    }
}
