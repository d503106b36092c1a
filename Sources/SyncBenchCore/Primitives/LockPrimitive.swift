/// A lock measured by syncbench: anything that can run a closure under mutual exclusion.
///
/// The centre of the protocol is the scoped call, because some primitives
/// (`Synchronization.Mutex`, `DispatchQueue.sync`) have no public lock and unlock.
/// Conformers are final classes marked `@unchecked Sendable`, and their `withLock`
/// is `@inlinable` so that the engine's hot loop specializes and inlines it.
public protocol LockPrimitive: AnyObject, Sendable {
    /// The stable name used in `bench list`, `--filter` and the CSV.
    static var name: String { get }

    /// One line on what this primitive is on the running platform.
    static var summary: String { get }

    /// Whether the primitive promises mutual exclusion. Only the no-lock control says no;
    /// for it a lost update is the expected result, not a failure.
    static var excludes: Bool { get }

    /// The group charts and reports put this lock in. A lock of your own is `.user` unless it says otherwise.
    static var family: Family { get }

    /// What one instance takes as a program holds it, its heap allocations included (`Footprint`); by default
    /// a reference to a fresh instance of this class, measured. Measured when asked, never in a loop.
    static var footprint: Footprint { get }

    /// How the queue kernel waits with this lock when its ring is full or empty (`QueueWaiting`); by default it
    /// spins, then yields.
    static var queueWaiting: QueueWaiting { get }

    /// How a waiter waits once contention lasts (`ContendedWaiting`): the decision table recommends a lock only
    /// when its waiters sleep. By default `.undeclared`, which the table does not recommend.
    static var contendedWaiting: ContendedWaiting { get }

    /// Makes a fresh, unlocked instance.
    init()

    /// Runs `body` while holding the lock.
    /// - Parameter body: the critical section.
    /// - Returns: what `body` returns.
    func withLock<R>(_ body: () throws -> R) rethrows -> R

    /// Where the lock's own state starts (its lock word), for the layout facts a run records (`LayoutFacts`);
    /// the instance itself unless the lock says otherwise. Read once a measurement, never in the loop.
    var stateAddress: UnsafeRawPointer { get }
}

extension LockPrimitive {
    public static var excludes: Bool { true }

    public var stateAddress: UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    }

    public static var family: Family { .user }

    public static var footprint: Footprint { .measured { Self() } }

    public static var queueWaiting: QueueWaiting { .spinThenYield }

    public static var contendedWaiting: ContendedWaiting { .undeclared }
}

/// A lock with a shared (read) mode beside its exclusive mode.
public protocol ReadWriteLockPrimitive: LockPrimitive {
    /// Runs `body` while holding the lock in shared mode: readers may overlap each other, never a writer.
    func withReadLock<R>(_ body: () throws -> R) rethrows -> R
}
