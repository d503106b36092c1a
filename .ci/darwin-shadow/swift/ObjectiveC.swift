// What syncbench calls of Darwin's `ObjectiveC` module: objc4-928.2 runtime/objc-sync.h declares
// `OBJC_EXPORT int objc_sync_enter(id _Nonnull obj)` and `objc_sync_exit` alike (macOS 10.3+). Swift, with
// Objective-C interop, imports `id _Nonnull` as `Any`; this toolchain has no such interop, so the two are declared
// here as Swift sees them on a Mac. Declarations for the type checker, not an implementation: nothing here runs.

/// `objc_sync_enter`: 0 (`OBJC_SYNC_SUCCESS`) once the calling thread holds the object's recursive lock.
@available(macOS 10.3, iOS 2.0, tvOS 9.0, watchOS 1.0, *)
public func objc_sync_enter(_ obj: Any) -> Int32 {
    fatalError("a declaration of the Darwin shadow SDK, not an implementation")
}

/// `objc_sync_exit`: 0, or `OBJC_SYNC_NOT_OWNING_THREAD_ERROR` (-1) when the calling thread does not hold it.
@available(macOS 10.3, iOS 2.0, tvOS 9.0, watchOS 1.0, *)
public func objc_sync_exit(_ obj: Any) -> Int32 {
    fatalError("a declaration of the Darwin shadow SDK, not an implementation")
}
