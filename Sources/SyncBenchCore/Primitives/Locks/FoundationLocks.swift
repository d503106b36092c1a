import Foundation

/// Names one kind of Foundation lock and makes instances of it.
public protocol FoundationLockKind {
    /// The Foundation class.
    associatedtype Lock: AnyObject, NSLocking
    /// The stable name in `bench list`, `--filter` and the CSV.
    static var name: String { get }
    /// What the lock is on the running platform.
    static var summary: String { get }
    /// A new, unlocked lock.
    static func make() -> Lock
    /// Takes `lock`; `lock.lock()` unless the kind needs another way in.
    static func acquire(_ lock: Lock)
}

extension FoundationLockKind {
    @inlinable
    public static func acquire(_ lock: Lock) {
        lock.lock()
    }
}

/// Any Foundation `NSLocking` lock, measured through its `lock()` and `unlock()`.
public final class FoundationLock<Kind: FoundationLockKind>: LockPrimitive, @unchecked Sendable {
    public static var name: String { Kind.name }
    public static var summary: String { Kind.summary }
    public static var family: Family { .foundation }
    public static var footprint: Footprint { .measured { Kind.make() } }
    public static var contendedWaiting: ContendedWaiting { .sleeps }

    @usableFromInline let lock = LibraryState.steered(property: LibraryState.foundationMutex) { Kind.make() }

    public init() {}

    /// On Linux, the heap pthread mutex that corelibs Foundation's lock keeps (`LibraryState`); elsewhere, and
    /// where it cannot be found, the Foundation object itself.
    public var stateAddress: UnsafeRawPointer {
        LibraryState.address(of: lock, property: LibraryState.foundationMutex)
    }

    @inlinable
    public func withLock<R>(_ body: () throws -> R) rethrows -> R {
        Kind.acquire(lock)
        defer { lock.unlock() }
        return try body()
    }
}

/// `NSLock`.
/// - Warning: not recursive.
public enum NSLockKind: FoundationLockKind {
    public static let name = "NSLock"
    public static let summary = "Foundation NSLock (Linux: corelibs class over a heap pthread mutex; Darwin: ObjC); not recursive"
    public static func make() -> NSLock { NSLock() }
}

/// `NSRecursiveLock`: the same thread may take it again.
@usableFromInline package enum NSRecursiveLockKind: FoundationLockKind {
    @usableFromInline package static let name = "NSRecursiveLock"
    @usableFromInline package static let summary = "Foundation NSRecursiveLock (Linux: PTHREAD_MUTEX_RECURSIVE; Darwin: ObjC)"
    @usableFromInline package static func make() -> NSRecursiveLock { NSRecursiveLock() }
}

/// `NSCondition` used as a plain lock: its `lock()`/`unlock()` take the mutex that guards its condition.
/// On Linux, a corelibs class over a heap pthread mutex and a `pthread_cond_t`; on Darwin, ObjC.
/// - Warning: not recursive.
@usableFromInline package enum NSConditionKind: FoundationLockKind {
    @usableFromInline package static let name = "NSCondition"
    @usableFromInline package static let summary = "Foundation NSCondition as a lock (Linux: corelibs pthread mutex beside a pthread_cond_t; Darwin: ObjC)"
    @usableFromInline package static func make() -> NSCondition { NSCondition() }
}

/// `NSConditionLock` used as a plain lock, ignoring its condition value. On Linux a corelibs class that
/// takes an inner `NSCondition`, records the owner and broadcasts on every unlock; on Darwin, ObjC.
///
/// On Linux its `lock()` traps as soon as it has to wait: it waits until `Date.distantFuture`, whose
/// nanoseconds overflow `Int64` in corelibs' conversion to a `timespec` (swift-corelibs-foundation#3223).
/// So there it is taken with `lock(before:)` and a deadline a year ahead, which is `lock()`'s own path
/// with a date that converts; on Darwin with `lock()`.
/// - Warning: not recursive.
@usableFromInline package enum NSConditionLockKind: FoundationLockKind {
    @usableFromInline package static let name = "NSConditionLock"
    @usableFromInline package static let summary = "Foundation NSConditionLock as a lock (Linux: an NSCondition, an owner, a broadcast per unlock; Darwin: ObjC)"
    @usableFromInline package static func make() -> NSConditionLock { NSConditionLock(condition: 0) }

    /// How far ahead the Linux deadline lies, in seconds: far enough never to expire, near enough to convert.
    @usableFromInline package static let deadlineSeconds: TimeInterval = 365 * 24 * 3600

    @inlinable
    package static func acquire(_ lock: NSConditionLock) {
        #if canImport(Darwin)
        lock.lock()
        #else
        let acquired = lock.lock(before: Date(timeIntervalSinceNow: deadlineSeconds))
        precondition(acquired, "NSConditionLock.lock(before:) gave up a year early")
        #endif
    }
}
