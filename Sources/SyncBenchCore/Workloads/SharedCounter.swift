import Synchronization

/// The counter that a critical section increments: the state a lock protects.
///
/// Its increment is a separate load and store (relaxed atomics: a plain `mov` each on x86 and arm64),
/// not an atomic read-modify-write, so without a lock concurrent increments are lost, and the
/// optimizer cannot fold a loop of increments into one addition. It lives on its own 128-byte line.
///
/// A value that shares its counter with its copies: it holds the padded storage (which keeps it alive) and
/// the raw address of the slot, so that a workload holding one reaches the counter from a register. Going
/// through the storage object on every operation, as it first did, put two loads from small heap objects in
/// the hot loop, whose placement beside other threads' data changed from one process to the next: the
/// Swift loop then varied 4% between runs where the same loop in C varied 1%.
@usableFromInline package struct SharedCounter: @unchecked Sendable {
    @usableFromInline let storage: PaddedAtomics
    @usableFromInline let slot: UnsafeMutablePointer<Atomic<Int>>

    /// A counter at zero, on its own 128-byte line, with a second count at zero beside it (`repeatCount`).
    package init() {
        storage = PaddedAtomics(count: 1)
        slot = storage[0]
        (slot + 1).initialize(to: Atomic(0))
    }

    /// Adds one, as an unprotected read then write.
    @inlinable
    @inline(__always)
    package func increment() {
        slot.pointee.store(slot.pointee.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
    }

    /// Adds `count` to the second count with an atomic read-modify-write: the uncounted operations of a
    /// deliberately slowed lock (`SlowdownWork`), added once for each batch it runs over again, outside the lock.
    @inlinable
    package func addRepeats(_ count: Int) {
        (slot + 1).pointee.wrappingAdd(count, ordering: .relaxed)
    }

    /// The second count: see `addRepeats`.
    package var repeatCount: Int { (slot + 1).pointee.load(ordering: .relaxed) }

    /// Adds one with an atomic read-modify-write: correct without a lock, the floor for a shared update.
    @inlinable
    @inline(__always)
    package func atomicIncrement() {
        slot.pointee.wrappingAdd(1, ordering: .relaxed)
    }

    /// The counter's address for C code, which reads and writes it with its own atomics.
    @inlinable
    package var address: UnsafeMutablePointer<Int> {
        UnsafeMutableRawPointer(slot).assumingMemoryBound(to: Int.self)
    }

    /// The current count.
    @inlinable
    package var value: Int { slot.pointee.load(ordering: .relaxed) }

    /// `.held` when the counter equals `expected`, the operations the workers counted.
    package func verify(expected: Int) -> InvariantCheck {
        let actual = value
        return actual == expected ? .held : .violated(expected: expected, actual: actual)
    }
}
