/// What the worker threads of one case do, and how the result is checked.
///
/// Conformers keep their methods `@inlinable`: the engine's loop is generic over the workload
/// and must specialize down to the primitive's own calls.
@usableFromInline package protocol Workload: Sendable {
    /// Runs `count` operations. Counts operations of a second kind (writes, in a read/write mix)
    /// in `worker.secondaryOperations`. A twin written in C replaces it with one call into its own loop.
    func run(batch count: Int, worker: inout WorkerState)

    /// Runs one operation and says how long it waited to acquire, or nil for a workload that acquires nothing.
    /// The engine calls it once every few batches, never more often than keeps the clock's cost under a quarter of a percent.
    func timedOperation(worker: inout WorkerState) -> TimedAcquire?

    /// Compares the shared state with the operations the workers counted, once they have stopped.
    func verify(_ totals: OperationTotals) -> InvariantCheck

    /// Where the measured lock's state starts (`LockPrimitive.stateAddress`), for the layout facts; nil (the
    /// default) for a workload that names no lock.
    var lockStateAddress: UnsafeRawPointer? { get }

    /// Called once the controller has asked the workers to stop, before it waits for them: a workload whose
    /// workers wait for each other (the queue kernel's producers and consumers) lets them all go here, so that
    /// none waits for a partner that has stopped. By default nothing.
    func workersStopping()

    /// Latency the workload recorded itself, reported in place of the sampled waits for the lock once the
    /// workers have stopped (the queue kernel's push-to-pop time); nil (the default) keeps the waits.
    var recordedLatency: LatencyHistogram? { get }
}

extension Workload {
    @usableFromInline package var lockStateAddress: UnsafeRawPointer? { nil }

    @usableFromInline package func workersStopping() {}

    @usableFromInline package var recordedLatency: LatencyHistogram? { nil }
}

/// A workload defined by one operation, repeated.
@usableFromInline package protocol OperationWorkload: Workload {
    /// One operation; `run(batch:worker:)` calls it `count` times.
    func operation()
}

extension OperationWorkload {
    @inlinable
    package func run(batch count: Int, worker: inout WorkerState) {
        for _ in 0..<count {
            operation()
        }
    }

    @inlinable
    package func timedOperation(worker: inout WorkerState) -> TimedAcquire? {
        operation()
        return nil
    }
}

/// A worker's own state, kept on its stack and passed to every batch.
public struct WorkerState: Sendable {
    /// The worker's index, 0 to threads - 1.
    @usableFromInline package let index: Int
    /// Operations of the second kind (writes) done so far.
    public var secondaryOperations = 0
    /// A per-worker xorshift state, for workloads that choose between operations at random.
    @usableFromInline package var random: UInt64
    /// The fraction of a batch a deliberately slowed lock owes from its earlier batches, in
    /// `SlowdownWork.scale`ths (`LockedIncrement`, `SlowdownWork`).
    @usableFromInline package var repeatCarry = 0

    /// The state of worker `index` at the start.
    @usableFromInline package init(index: Int) {
        self.index = index
        random = 0x9E37_79B9_7F4A_7C15 &* UInt64(index + 1)
    }

    /// The next pseudo-random 64-bit value (xorshift64).
    @inlinable
    public mutating func nextRandom() -> UInt64 {
        random ^= random << 13
        random ^= random >> 7
        random ^= random << 17
        return random
    }
}

/// The kind of acquisition a timed operation measured.
@usableFromInline package enum AcquireKind: Int, Sendable, CaseIterable, Codable {
    /// An exclusive acquisition (a lock, or a write in a read/write mix).
    case exclusive = 0
    /// A shared acquisition (a read in a read/write mix).
    case shared = 1
}

/// One timed acquisition: how long the worker waited between asking for the lock and holding it.
@usableFromInline package struct TimedAcquire: Sendable {
    /// Exclusive or shared.
    @usableFromInline package var kind: AcquireKind
    /// The wait, in nanoseconds.
    @usableFromInline package var nanoseconds: UInt64

    /// Makes a record.
    @inlinable
    package init(kind: AcquireKind, nanoseconds: UInt64) {
        self.kind = kind
        self.nanoseconds = nanoseconds
    }
}

/// The operations all workers completed from start to stop, warm-up included.
public struct OperationTotals: Sendable, Equatable, Codable {
    /// Every operation.
    public var operations: Int
    /// Operations of the second kind (writes).
    public var secondaryOperations: Int

    /// Makes a record.
    package init(operations: Int, secondaryOperations: Int = 0) {
        self.operations = operations
        self.secondaryOperations = secondaryOperations
    }
}

/// The outcome of a workload's invariant check.
public enum InvariantCheck: Equatable, Sendable, Codable {
    /// The shared counter equals the operations counted, and no read saw a write half done.
    case held
    /// The check failed: the shared counter holds `actual` where the operations counted give `expected` (short of it
    /// when updates were lost), or `tornReads` reads saw a write half done (a read/write mix whose read lock let a
    /// reader in beside a writer; 0 for every other workload), or both.
    case violated(expected: Int, actual: Int, tornReads: Int = 0)

    /// How many updates were lost (0 when the invariant held).
    package var lostUpdates: Int {
        switch self {
        case .held: 0
        case .violated(let expected, let actual, _): expected - actual
        }
    }

    /// How many reads saw a write half done (0 when the invariant held).
    package var tornReads: Int {
        switch self {
        case .held: 0
        case .violated(_, _, let tornReads): tornReads
        }
    }
}
