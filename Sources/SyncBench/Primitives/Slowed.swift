/// Another lock made deliberately slower, to check that `bench compare` and `bench ab` catch a known regression.
///
/// Runs `BusyWork` (without its barrier, for a fine grain; the slowdown is calibrated by measuring) inside
/// the base lock's critical section on one operation in every `SlowdownWork.period`, so those operations cost
/// more and hold the lock longer. A count of operations, kept on a cache line of its own and touched only
/// inside the lock, picks them. It keeps the base lock's name, so that a slowed run's cases match the real
/// run's in a comparison; the results file records the slowdown.
/// - Warning: for validation only; its figures are not those of any real lock.
public final class Slowed<Lock: LockPrimitive>: LockPrimitive, @unchecked Sendable {
    public static var name: String { Lock.name }
    public static var summary: String { "\(Lock.summary); deliberately slowed by busy work inside the lock" }
    public static var family: Family { Lock.family }
    public static var excludes: Bool { Lock.excludes }

    @usableFromInline let base = Lock()
    @usableFromInline let work: BusyWork
    @usableFromInline let period: Int
    /// Operations since the last slowed one; a raw pointer, so that no exclusivity check lands in the lock.
    @usableFromInline let sinceSlowed: UnsafeMutablePointer<Int>

    /// A fresh base lock whose critical section also runs `work`'s busy work on one operation in its period.
    public init(work: SlowdownWork) {
        self.work = BusyWork(iterations: work.iterations)
        period = work.period
        sinceSlowed = CacheLineAllocation.allocate(Int.self, placement: .slowdownCount)
        sinceSlowed.initialize(to: 0)
    }

    /// A fresh base lock with no extra work: the base lock as it is.
    public convenience init() {
        self.init(work: .none)
    }

    deinit {
        sinceSlowed.deinitialize(count: 1)
        CacheLineAllocation.deallocate(sinceSlowed)
    }

    @inlinable
    public func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try base.withLock {
            sinceSlowed.pointee &+= 1
            if sinceSlowed.pointee >= period {
                sinceSlowed.pointee = 0
                work.runWithoutBarrier()
            }
            return try body()
        }
    }
}
