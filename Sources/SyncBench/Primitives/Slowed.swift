/// Another lock made deliberately slower, to check that `bench compare` catches a known regression.
///
/// Runs `BusyWork` (without its barrier, for a fine grain; the slowdown is calibrated by measuring) inside
/// the base lock's critical section, so every lock/unlock pair costs
/// that much more and the lock is held that much longer. It keeps the base lock's name, so that a
/// slowed run's cases match the real run's in a comparison; the results file records the slowdown.
/// - Warning: for validation only; its figures are not those of any real lock.
public final class Slowed<Lock: LockPrimitive>: LockPrimitive, @unchecked Sendable {
    public static var name: String { Lock.name }
    public static var summary: String { "\(Lock.summary); deliberately slowed by busy work inside the lock" }
    public static var family: Family { Lock.family }
    public static var excludes: Bool { Lock.excludes }

    @usableFromInline let base = Lock()
    @usableFromInline let work: BusyWork

    /// A fresh base lock whose critical section also runs `work`.
    public init(work: BusyWork) {
        self.work = work
    }

    /// A fresh base lock with no extra work: the base lock as it is.
    public convenience init() {
        self.init(work: BusyWork(iterations: 0))
    }

    @inlinable
    public func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try base.withLock {
            work.runWithoutBarrier()
            return try body()
        }
    }
}
