/// Any lock used as a read/write lock whose reads are as exclusive as its writes: the reference
/// a real read/write lock has to beat.
public final class ExclusiveReads<Lock: LockPrimitive>: ReadWriteLockPrimitive, @unchecked Sendable {
    public static var name: String { Lock.name }
    public static var summary: String { "\(Lock.summary); reads take it exclusively too" }
    public static var family: Family { Lock.family }
    public static var footprint: Footprint { Lock.footprint }
    public static var queueWaiting: QueueWaiting { Lock.queueWaiting }

    @usableFromInline let lock = Lock()

    public init() {}

    public var stateAddress: UnsafeRawPointer { lock.stateAddress }

    @inlinable
    public func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try lock.withLock(body)
    }

    @inlinable
    public func withReadLock<R>(_ body: () throws -> R) rethrows -> R {
        try lock.withLock(body)
    }
}
