import Dispatch
import Platform
import Synchronization

/// A `DispatchSource.makeUserDataAddSource` on a serial queue, fed by every worker with `add(data: 1)`:
/// one operation is one event. The source coalesces the events added between two runs of its handler,
/// which sees their sum in `data`.
///
/// Event-to-handler latency is sampled: the first event added after a handler run stamps the clock, and
/// the next run records how long ago that was, the longest wait of the events it delivers. The invariant,
/// once the workers stop and the source has caught up: the events the handler saw equal the events added.
///
/// The samples lean short. The source takes the pending sum before it calls the handler, and the handler
/// clears the stamp only once it runs: an event added in between finds the old stamp, so stamps nothing, and
/// goes to the next run, which records the wait of the first event stamped after the clear (later than that
/// event), or nothing if none was. The events added in that gap are never sampled, and those are the ones that
/// wait longest. A fix would need each add to count itself atomically, an extra read-modify-write in the
/// operation measured, so the bias is kept and stated instead.
@usableFromInline package final class UserDataCoalescing: OperationWorkload, @unchecked Sendable {
    /// How long the source is given to deliver the last events, in nanoseconds.
    package static let drainNanoseconds: UInt64 = 5_000_000_000

    /// The source as its class, not as the `DispatchSourceUserDataAdd` protocol that makes it: every operation then
    /// calls `add(data:)` on a concrete type, never through an existential.
    @usableFromInline let source: DispatchSource
    @usableFromInline let pendingSince = Atomic<UInt64>(0)
    private let invocations = Atomic<Int>(0)
    private let delivered = Atomic<Int>(0)
    /// Written by the handler only, which the source runs serially; read once the events are delivered.
    private let latency = LatencyHistogram()

    package init() {
        // Dispatch's own extensions cast every source to this class (Linux and Darwin alike), so the cast cannot fail.
        source = DispatchSource.makeUserDataAddSource(queue: DispatchQueue(label: "syncbench.source")) as! DispatchSource
        source.setEventHandler { [unowned self] in handle(source.data) }
        source.activate()
    }

    deinit {
        source.cancel()
    }

    @inlinable
    package func operation() {
        if pendingSince.load(ordering: .relaxed) == 0 {
            _ = pendingSince.compareExchange(expected: 0, desired: MonotonicClock.now(), ordering: .relaxed)
        }
        source.add(data: 1)
    }

    private func handle(_ events: UInt) {
        let stamped = pendingSince.exchange(0, ordering: .relaxed)
        if stamped != 0 {
            latency.record(MonotonicClock.now() &- stamped)
        }
        invocations.wrappingAdd(1, ordering: .relaxed)
        delivered.wrappingAdd(Int(events), ordering: .releasing)
    }

    @usableFromInline package func verify(_ totals: OperationTotals) -> InvariantCheck {
        let deadline = MonotonicClock.now() + Self.drainNanoseconds
        while delivered.load(ordering: .acquiring) < totals.operations && MonotonicClock.now() < deadline {
            usleep(1_000)
        }
        let actual = delivered.load(ordering: .acquiring)
        return actual == totals.operations ? .held : .violated(expected: totals.operations, actual: actual)
    }

    /// The handler's runs and the events it saw so far.
    package var coalescing: Coalescing {
        Coalescing(handlerInvocations: invocations.load(ordering: .relaxed), events: delivered.load(ordering: .acquiring))
    }

    /// Measures a fresh source under `plan`, with its coalescing and latency, once the events are delivered.
    package static func measure(plan: RunPlan) -> RunMeasurement {
        let workload = UserDataCoalescing()
        var measurement = Engine.measure(workload, plan: plan)
        if measurement.invariant != nil {
            measurement.coalescing = workload.coalescing
            if workload.latency.count > 0 { measurement.latency[.exclusive] = workload.latency }
        }
        return measurement
    }
}
