/// The lock workload: take the lock, increment the shared counter, optionally work inside the lock,
/// release, optionally think outside it.
///
/// A deliberately slowed lock (`--slowdown`, see `SlowdownWork`) is this same workload taking the lock again,
/// uncounted, after a share of its operations, picked from the counter's new value with a mask: the baseline
/// and the slowed lock then run the very same loop, differing only in data, and what the slowed one adds is
/// more of the lock's own operations, so it stays the same share of the lock's cost when that cost moves.
/// (Earlier, a slowed lock was first a wrapper type with a count of its own, whose loop compiled differently
/// from the plain one and moved some locks by 3-5% in either direction before any work was added, then busy
/// work of a fixed length inside the lock, whose share moved with the lock's cost.) Unslowed, the mask picks
/// no operation and the check is one predicted branch.
public struct LockedIncrement<Lock: LockPrimitive>: OperationWorkload {
    @usableFromInline let lock: Lock
    @usableFromInline let counter = SharedCounter()
    @usableFromInline let critical: BusyWork
    @usableFromInline let think: BusyWork
    @usableFromInline let repeats: Int
    @usableFromInline let repeatedShare: Int

    /// Makes the workload around a fresh instance of `Lock`.
    /// - Parameters:
    ///   - critical: work done while holding the lock, after the increment.
    ///   - think: work done after releasing it.
    ///   - slowdown: deliberate extra operations on a share of the counted ones; none by default.
    public init(
        _ lock: Lock = Lock(), critical: BusyWork = BusyWork(iterations: 0), think: BusyWork = BusyWork(iterations: 0),
        slowdown: SlowdownWork = .none
    ) {
        self.lock = lock
        self.critical = critical
        self.think = think
        repeats = slowdown.repeats
        repeatedShare = slowdown.repeats > 0 ? slowdown.share : 0
    }

    /// Whether the counted operation that set the counter to `value` is followed by the slowdown's repeats.
    @inlinable
    @inline(__always)
    func isSlowed(_ value: Int) -> Bool {
        value & (SlowdownWork.scale - 1) < repeatedShare
    }

    /// The slowdown's uncounted operations: each one what a counted operation does, on the count beside it.
    @inlinable
    @inline(__always)
    func repeatOperation() {
        for _ in 0..<repeats {
            lock.withLock {
                counter.incrementRepeatCount()
                critical.run()
            }
            think.run()
        }
    }

    @inlinable
    public func operation() {
        let value = lock.withLock {
            let value = counter.incremented()
            critical.run()
            return value
        }
        think.run()
        if isSlowed(value) { repeatOperation() }
    }

    @inlinable
    public func timedOperation(worker: inout WorkerState) -> TimedAcquire? {
        let asked = MonotonicClock.now()
        let held = lock.withLock {
            let held = MonotonicClock.now()
            let value = counter.incremented()
            critical.run()
            return (held, value)
        }
        think.run()
        if isSlowed(held.1) { repeatOperation() }
        return TimedAcquire(kind: .exclusive, nanoseconds: held.0 &- asked)
    }

    public var lockStateAddress: UnsafeRawPointer? { lock.stateAddress }

    /// `.held` when the counter equals the operations counted and its second count the repeats of the slowed
    /// ones among them.
    public func verify(_ totals: OperationTotals) -> InvariantCheck {
        let counted = counter.verify(expected: totals.operations)
        guard counted == .held else { return counted }
        let slowed = SlowdownWork(repeats: repeats, share: repeatedShare).slowedOperations(in: totals.operations)
        let expected = repeats * slowed
        return counter.repeatCount == expected ? .held : .violated(expected: expected, actual: counter.repeatCount)
    }
}
