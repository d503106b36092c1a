import Foundation

/// Names one kind of Foundation lock and makes instances of it.
public protocol FoundationLockKind {
    /// The Foundation class.
    associatedtype Lock: NSLocking
    /// The stable name in `bench list`, `--filter` and the CSV.
    static var name: String { get }
    /// What the lock is on the running platform.
    static var summary: String { get }
    /// A new, unlocked lock.
    static func make() -> Lock
}

/// Any Foundation `NSLocking` lock, measured through its `lock()` and `unlock()`.
public final class FoundationLock<Kind: FoundationLockKind>: LockPrimitive, @unchecked Sendable {
    public static var name: String { Kind.name }
    public static var summary: String { Kind.summary }

    @usableFromInline let lock = Kind.make()

    public init() {}

    @inlinable
    public func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
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
public enum NSRecursiveLockKind: FoundationLockKind {
    public static let name = "NSRecursiveLock"
    public static let summary = "Foundation NSRecursiveLock (Linux: PTHREAD_MUTEX_RECURSIVE; Darwin: ObjC)"
    public static func make() -> NSRecursiveLock { NSRecursiveLock() }
}
