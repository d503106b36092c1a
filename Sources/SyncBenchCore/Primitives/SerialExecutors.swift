import Dispatch
import Foundation

/// A serial executor fed asynchronously: work submitted to it runs one item at a time, later, elsewhere.
@usableFromInline package protocol SerialExecutorKind: Sendable {
    /// The stable name in `bench list`, `--filter` and the CSV.
    static var name: String { get }
    /// What it is on the running platform.
    static var summary: String { get }
    /// A new, idle executor.
    init()
    /// Queues `work` to run after everything queued before it.
    func submit(_ work: @escaping @Sendable () -> Void)
    /// Blocks until everything submitted so far has run.
    func drain()
}

/// A serial `DispatchQueue`: `async` for every increment, one final `sync` to drain it.
@usableFromInline package struct SerialQueueExecutor: SerialExecutorKind {
    @usableFromInline package static let name = "serial_queue_async"
    @usableFromInline package static let summary = "serial DispatchQueue, async per increment (at most 4096 waiting), sync at the end; ns/op is the submission"

    @usableFromInline let queue = DispatchQueue(label: "syncbench.serial-async")

    @usableFromInline package init() {}

    @inlinable
    package func submit(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }

    @usableFromInline package func drain() {
        queue.sync {}
    }
}

/// An `OperationQueue` with `maxConcurrentOperationCount = 1`, used as a serial executor:
/// `addOperation` per increment, `waitUntilAllOperationsAreFinished()` at the end.
@usableFromInline package struct OperationQueueExecutor: SerialExecutorKind, @unchecked Sendable {
    @usableFromInline package static let name = "OperationQueue"
    @usableFromInline package static let summary = "OperationQueue, maxConcurrentOperationCount 1, addOperation per increment (at most 4096 waiting)"

    @usableFromInline let queue: OperationQueue

    @usableFromInline package init() {
        queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        WorkerQoS.configure(queue, .userInteractive)
    }

    @inlinable
    package func submit(_ work: @escaping @Sendable () -> Void) {
        queue.addOperation(work)
    }

    @usableFromInline package func drain() {
        queue.waitUntilAllOperationsAreFinished()
    }
}
