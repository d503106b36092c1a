/// The floor control: one relaxed atomic `wrappingAdd` on a shared counter, no lock.
///
/// No lock can update a shared integer for less than this.
public struct AtomicIncrement: OperationWorkload {
    /// The name of this control in `bench list` and the CSV.
    public static let name = "atomic_increment"
    /// What this control measures.
    public static let summary = "control: Atomic<Int>.wrappingAdd, relaxed (the floor for any shared update)"

    @usableFromInline let counter = SharedCounter()

    public init() {}

    @inlinable
    public func operation() {
        counter.atomicIncrement()
    }

    public func verify(_ totals: OperationTotals) -> InvariantCheck {
        counter.verify(expected: totals.operations)
    }
}
