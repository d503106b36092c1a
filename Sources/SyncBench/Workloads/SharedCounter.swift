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
public struct SharedCounter: @unchecked Sendable {
    @usableFromInline let storage: PaddedAtomics
    @usableFromInline let slot: UnsafeMutablePointer<Atomic<Int>>

    /// A counter at zero, on its own 128-byte line, with a second count at zero beside it (`repeatCount`).
    public init() {
        storage = PaddedAtomics(count: 1)
        slot = storage[0]
        (slot + 1).initialize(to: Atomic(0))
    }

    /// Adds one, as an unprotected read then write.
    @inlinable
    @inline(__always)
    public func increment() {
        slot.pointee.store(slot.pointee.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
    }

    /// Adds one, as `increment` does, and returns the new value.
    @inlinable
    @inline(__always)
    public func incremented() -> Int {
        let value = slot.pointee.load(ordering: .relaxed) &+ 1
        slot.pointee.store(value, ordering: .relaxed)
        return value
    }

    /// Adds one to the second count, in the same line and in the same way as `increment`: what a deliberately
    /// slowed lock's uncounted operations increment (`SlowdownWork`), so that they cost what a counted one does
    /// without moving the count that picks them.
    @inlinable
    @inline(__always)
    public func incrementRepeatCount() {
        let repeats = slot + 1
        repeats.pointee.store(repeats.pointee.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
    }

    /// The second count: see `incrementRepeatCount`.
    public var repeatCount: Int { (slot + 1).pointee.load(ordering: .relaxed) }

    /// Adds one with an atomic read-modify-write: correct without a lock, the floor for a shared update.
    @inlinable
    @inline(__always)
    public func atomicIncrement() {
        slot.pointee.wrappingAdd(1, ordering: .relaxed)
    }

    /// The counter's address for C code, which reads and writes it with its own atomics.
    @inlinable
    public var address: UnsafeMutablePointer<Int> {
        UnsafeMutableRawPointer(slot).assumingMemoryBound(to: Int.self)
    }

    /// The current count.
    @inlinable
    public var value: Int { slot.pointee.load(ordering: .relaxed) }

    /// `.held` when the counter equals `expected`, the operations the workers counted.
    public func verify(expected: Int) -> InvariantCheck {
        let actual = value
        return actual == expected ? .held : .violated(expected: expected, actual: actual)
    }
}
