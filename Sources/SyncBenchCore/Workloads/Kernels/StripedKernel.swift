import Synchronization

/// The striped kernel: a counter spread over `stripes` locks, each with a counter of its own; every operation
/// picks a stripe at random and increments its counter under its lock. Contention is set by the number of
/// locks as well as the number of threads: with two workers and 64 stripes they meet on one lock about once in
/// 64 operations, which a machine with few CPUs cannot show by adding threads.
///
/// Padded, each stripe's counter has a 128-byte line of its own; packed, eight counters share a 64-byte line, so
/// two workers on different stripes still pass the line between their CPUs (false sharing). The locks are made
/// one after another in both layouts; where each lock keeps its state is its own affair (`CacheLineAllocation`
/// for the pthread locks, the object itself for `Mutex`).
///
/// The invariant: the counters add up to the operations counted (an increment is a plain load and store, as in
/// the counter loop, so a lock that does not exclude loses some).
@usableFromInline package struct StripedKernel<Lock: LockPrimitive>: Workload, @unchecked Sendable {
    @usableFromInline let locks: StripeLocks<Lock>
    @usableFromInline let counters: PaddedAtomics
    @usableFromInline let base: UnsafeMutableRawPointer
    @usableFromInline let stride: Int
    @usableFromInline let stripes: UInt64

    /// Makes the kernel over `stripes` fresh locks (at least one), its counters `packed` or padded.
    @usableFromInline package init(stripes: Int, packed: Bool) {
        let stripes = max(1, stripes)
        locks = StripeLocks(count: stripes)
        counters = PaddedAtomics(count: stripes, placement: .sharedData, stride: packed ? MemoryLayout<Int>.stride : CacheLineAllocation.size)
        base = counters.base
        stride = counters.stride
        self.stripes = UInt64(stripes)
    }

    @inlinable
    package func run(batch count: Int, worker: inout WorkerState) {
        for _ in 0..<count {
            increment(stripe(worker.nextRandom()))
        }
    }

    @inlinable
    package func timedOperation(worker: inout WorkerState) -> TimedAcquire? {
        let index = stripe(worker.nextRandom())
        let asked = MonotonicClock.now()
        let held = locks[index].withLock {
            let held = MonotonicClock.now()
            bump(index)
            return held
        }
        return TimedAcquire(kind: .exclusive, nanoseconds: held &- asked)
    }

    /// The stripe a random value picks: its high 32 bits scaled to the stripe count (a multiply, not a division).
    @inlinable
    @inline(__always)
    func stripe(_ random: UInt64) -> Int {
        Int(truncatingIfNeeded: ((random >> 32) &* stripes) >> 32)
    }

    /// Stripe `index`'s increment under its lock.
    @inlinable
    @inline(__always)
    func increment(_ index: Int) {
        locks[index].withLock { bump(index) }
    }

    /// Stripe `index`'s counter plus one, as a separate load and store.
    @inlinable
    @inline(__always)
    func bump(_ index: Int) {
        let counter = counter(index)
        counter.pointee.store(counter.pointee.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
    }

    /// Stripe `index`'s counter, from the base and stride kept in the workload, so the loop reaches it from
    /// registers.
    @inlinable
    @inline(__always)
    func counter(_ index: Int) -> UnsafeMutablePointer<Atomic<Int>> {
        (base + index &* stride).assumingMemoryBound(to: Atomic<Int>.self)
    }

    @usableFromInline package var lockStateAddress: UnsafeRawPointer? { locks[0].stateAddress }

    /// `.held` when the stripes' counters add up to the operations counted.
    @usableFromInline package func verify(_ totals: OperationTotals) -> InvariantCheck {
        let actual = counters.snapshot().reduce(0, +)
        return actual == totals.operations ? .held : .violated(expected: totals.operations, actual: actual)
    }
}

/// The striped kernel's locks, made one after another, kept in one buffer so the loop reaches a lock with one load.
@usableFromInline package final class StripeLocks<Lock: LockPrimitive>: @unchecked Sendable {
    @usableFromInline let base: UnsafeMutablePointer<Lock>
    private let count: Int

    /// `count` fresh locks.
    package init(count: Int) {
        self.count = count
        base = .allocate(capacity: count)
        for index in 0..<count { (base + index).initialize(to: Lock()) }
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Lock `index`.
    @inlinable
    package subscript(index: Int) -> Lock {
        base[index]
    }
}
