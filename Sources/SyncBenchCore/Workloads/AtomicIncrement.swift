/// The floor control: one relaxed atomic `wrappingAdd` on a shared counter, no lock.
///
/// No lock can update a shared integer for less than this.
@usableFromInline package struct AtomicIncrement: OperationWorkload {
    /// The name of this control in `bench list` and the CSV.
    package static let name = "atomic_increment"
    /// What this control measures.
    package static let summary = "control: Atomic<Int>.wrappingAdd, relaxed (the floor for any shared update)"

    @usableFromInline let counter = SharedCounter()

    package init() {}

    @inlinable
    package func operation() {
        counter.atomicIncrement()
    }

    @usableFromInline package func verify(_ totals: OperationTotals) -> InvariantCheck {
        counter.verify(expected: totals.operations)
    }
}
