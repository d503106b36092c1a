// The Swift part of Darwin's `os` module that syncbench calls, as Apple documents it
// (developer.apple.com/documentation/os/osallocatedunfairlock, the macOS 13 API). Declarations for the type
// checker, not an implementation: nothing here runs. `os`'s C part (<os/lock.h>) is re-exported, as on a Mac.
@_exported import os

/// `OSAllocatedUnfairLock<State>`: `@frozen`, `@unchecked Sendable` whatever `State` is; copies share one lock.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
@frozen
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    @usableFromInline let storage: AnyObject

    /// `withLockUnchecked(_:)`: no Sendable requirement on the body or its result.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        fatalError("a declaration of the Darwin shadow SDK, not an implementation")
    }
}

@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
extension OSAllocatedUnfairLock where State == () {
    /// `init()`: a lock that protects no state.
    public init() {
        fatalError("a declaration of the Darwin shadow SDK, not an implementation")
    }

    /// The Void-state `withLockUnchecked(_:)`, which takes part in resolving the code's calls.
    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        fatalError("a declaration of the Darwin shadow SDK, not an implementation")
    }
}
