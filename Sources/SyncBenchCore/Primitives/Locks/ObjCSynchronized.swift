#if canImport(ObjectiveC)
import Foundation
import ObjectiveC

/// Objective-C's `@synchronized(object)`, as the directive compiles: `objc_sync_enter` and `objc_sync_exit` on one
/// object, here an `NSObject` this lock owns. The runtime finds the object's lock in a table of its own (a
/// recursive lock per object, made on the first enter), so each acquisition pays for that lookup.
/// Exists where the Objective-C runtime does: Darwin only.
/// - Warning: recursive; not fair. Never pass a value type: Swift boxes it afresh on each call, and nothing would
///   be excluded.
@usableFromInline package final class SynchronizedLock: LockPrimitive, @unchecked Sendable {
    @usableFromInline package static let name = "synchronized"
    @usableFromInline package static let summary = "@synchronized: objc_sync_enter/objc_sync_exit on an NSObject (Darwin: the runtime's recursive lock per object)"
    @usableFromInline package static let family = Family.foundation
    /// The runtime's lock for the object is an os_unfair_recursive_lock (objc4's objc_recursive_lock_base_t),
    /// whose waiters block in the kernel.
    @usableFromInline package static let contendedWaiting = ContendedWaiting.sleeps

    @usableFromInline let object = NSObject()

    @usableFromInline package init() {}

    /// The object whose lock the runtime keeps; the lock itself lives in the runtime's table.
    @usableFromInline package var stateAddress: UnsafeRawPointer { UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque()) }

    @inlinable
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        PthreadCheck.call(objc_sync_enter(object), "objc_sync_enter")
        defer { PthreadCheck.call(objc_sync_exit(object), "objc_sync_exit") }
        return try body()
    }
}
#endif
