import Foundation

/// A value that threads share outside the measured loops, guarded by an `NSLock` (a pthread mutex underneath).
///
/// The thread sanitizer sees pthread calls but not the futex under `Synchronization.Mutex`, so it reports a value
/// handed from one thread to another under `Mutex` as a race (docs/reliability.md, "The stress check"). State that
/// tests reach from several threads therefore sits behind this lock, whose `withLock` has `Mutex`'s shape.
package final class SanitizerVisibleLock<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    /// A lock guarding `value`.
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` on the value while holding the lock.
    /// - Parameter body: reads or changes the value.
    /// - Returns: what `body` returns.
    package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
