/// A kernel of your own: the state your code guards with a lock, one operation a worker does on it, and the
/// invariant that says no operation was lost. syncbench measures it with each lock you name, by the same engine
/// as its own kernels: forks, windows, intervals, the CSV, charts, `bench versus` and `bench ab`.
///
/// The state lives in the instance (a final class, `@unchecked Sendable`, as a lock is), made fresh for every
/// measurement. `operation` takes the lock itself, through the `KernelLocking` it is given: `withLock` for work
/// that writes, `withReadLock` for work that only reads (shared where the lock has a shared mode, exclusive
/// where it has none). Keep `operation` generic and visible to the optimizer: syncbench's loop is specialized for
/// your kernel and the lock together where the subject is made (`Subject.kernel(_:lock:)`), so neither is called
/// through an existential. Make the subjects in the module that defines the kernel, where `operation`'s body is
/// seen; from another module (an executable's `main.swift`), only an `@inlinable` `operation` is specialized, and
/// otherwise the loop calls the generic one, which reaches the lock through its witness table on every operation.
///
/// ```swift
/// final class Tally: Kernel, @unchecked Sendable {
///     static let name = "tally"
///     static let summary = "one shared count"
///     private var count = 0
///     init() {}
///     func operation<Lock: KernelLocking>(_ lock: Lock, worker: inout WorkerState) {
///         lock.withLock { count += 1 }
///     }
///     func verify(_ totals: OperationTotals) -> InvariantCheck {
///         count == totals.operations ? .held : .violated(expected: totals.operations, actual: count)
///     }
/// }
/// ```
public protocol Kernel: AnyObject, Sendable {
    /// The stable name: the workload column of its rows, and what `--kernels` selects.
    static var name: String { get }

    /// One line on what it does, for `bench list`.
    static var summary: String { get }

    /// Fresh state, before any worker runs.
    init()

    /// One operation of the worker whose state is `worker`: draw what it needs from `worker.nextRandom()`, and
    /// count operations of a second kind (writes, say) in `worker.secondaryOperations`, whose total `verify` then
    /// sees apart (the results do not: their reads and writes columns stay empty for a kernel of your own).
    func operation<Lock: KernelLocking>(_ lock: Lock, worker: inout WorkerState)

    /// Compares the state with the operations the workers counted, once every worker has stopped.
    func verify(_ totals: OperationTotals) -> InvariantCheck
}

/// A `Kernel` run by the engine with one lock (`Access`), made fresh for each measurement.
///
/// A sampled operation passes the kernel a `TimedAccess`, which notes the clock when the operation first holds
/// the lock: the wait recorded is from the operation's start to that moment, by the kind of lock it took.
@usableFromInline package struct KernelWorkload<K: Kernel, Access: LockAccess>: Workload {
    @usableFromInline let kernel = K()
    @usableFromInline let access: Access

    /// The kernel's state, with `access` as its lock.
    @usableFromInline package init(_ access: Access) {
        self.access = access
    }

    @inlinable
    package func run(batch count: Int, worker: inout WorkerState) {
        for _ in 0..<count {
            kernel.operation(access, worker: &worker)
        }
    }

    @inlinable
    package func timedOperation(worker: inout WorkerState) -> TimedAcquire? {
        var first = TimedAccess<Access>.FirstHold()
        let asked = MonotonicClock.now()
        withUnsafeMutablePointer(to: &first) { kernel.operation(TimedAccess(access, first: $0), worker: &worker) }
        guard first.clock != 0 else { return nil }
        return TimedAcquire(kind: first.kind, nanoseconds: first.clock &- asked)
    }

    @usableFromInline package var lockStateAddress: UnsafeRawPointer? { access.lock.stateAddress }

    @usableFromInline package func verify(_ totals: OperationTotals) -> InvariantCheck {
        kernel.verify(totals)
    }
}

/// A lock that notes when a sampled operation first holds it, and how.
@usableFromInline package struct TimedAccess<Inner: KernelLocking>: KernelLocking, @unchecked Sendable {
    /// The clock when the lock was first held (0 until then), and in which mode.
    @usableFromInline package struct FirstHold {
        @usableFromInline package var clock: UInt64
        @usableFromInline package var kind: AcquireKind

        /// Not yet held, or held at `clock` as `kind`.
        @inlinable
        package init(clock: UInt64 = 0, kind: AcquireKind = .exclusive) {
            self.clock = clock
            self.kind = kind
        }
    }

    @usableFromInline let inner: Inner
    @usableFromInline let first: UnsafeMutablePointer<FirstHold>

    /// `inner`, noting its first hold in `first`.
    @inlinable
    package init(_ inner: Inner, first: UnsafeMutablePointer<FirstHold>) {
        self.inner = inner
        self.first = first
    }

    @inlinable
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try inner.withLock {
            note(.exclusive)
            return try body()
        }
    }

    @inlinable
    package func withReadLock<R>(_ body: () throws -> R) rethrows -> R {
        try inner.withReadLock {
            note(.shared)
            return try body()
        }
    }

    @inlinable
    func note(_ kind: AcquireKind) {
        guard first.pointee.clock == 0 else { return }
        first.pointee = FirstHold(clock: MonotonicClock.now(), kind: kind)
    }
}
