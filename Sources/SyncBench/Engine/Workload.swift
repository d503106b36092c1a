/// What the worker threads of one case do, and how the result is checked.
///
/// Conformers keep `operation()` `@inlinable`: the engine's loop is generic over the workload
/// and must specialize down to the primitive's own calls.
public protocol Workload: Sendable {
    /// One operation; every worker calls it in batches until the run stops.
    func operation()

    /// Runs `count` operations. The default calls `operation()` `count` times; a twin written in C
    /// replaces it with one call into its own loop.
    func run(batch count: Int)

    /// Compares the shared state with the operations the workers counted, once they have stopped.
    /// - Parameter completedOperations: the sum of every worker's operations, warm-up included.
    func verify(completedOperations: Int) -> InvariantCheck
}

extension Workload {
    @inlinable
    public func run(batch count: Int) {
        for _ in 0..<count {
            operation()
        }
    }
}

/// The outcome of a workload's invariant check.
public enum InvariantCheck: Equatable, Sendable {
    /// The shared counter equals the operations counted.
    case held
    /// Updates were lost: the shared counter is short of the operations counted.
    case violated(expected: Int, actual: Int)

    /// How many updates were lost (0 when the invariant held).
    public var lostUpdates: Int {
        switch self {
        case .held: 0
        case .violated(let expected, let actual): expected - actual
        }
    }
}
