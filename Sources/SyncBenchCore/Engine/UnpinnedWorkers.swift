import Synchronization

/// The workers of one measurement that could not be pinned to the CPU their plan gave them. Each worker pins
/// itself through it as it starts, and the measurement reads the list once the workers have finished: the engine's
/// workers and a handoff's two sides record a failed pin the same way.
@usableFromInline
final class UnpinnedWorkers: Sendable {
    private let indices = Mutex<[Int]>([])

    @usableFromInline
    init() {}

    /// Pins the calling thread, worker `index`, to `cpu`, and notes the worker when that fails; does nothing
    /// when `cpu` is nil (the plan leaves the worker to the scheduler).
    @usableFromInline
    func pin(worker index: Int, to cpu: Int?) {
        guard let cpu, !WorkerPlacement.pinCurrentThread(to: cpu) else { return }
        indices.withLock { $0.append(index) }
    }

    /// The workers noted so far, in increasing order.
    var workers: [Int] {
        indices.withLock { $0 }.sorted()
    }
}
