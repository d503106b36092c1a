import Synchronization

/// The counter that a critical section increments: the state a lock protects.
///
/// Its increment is a separate load and store (relaxed atomics: a plain `mov` each on x86 and arm64),
/// not an atomic read-modify-write, so without a lock concurrent increments are lost, and the
/// optimizer cannot fold a loop of increments into one addition. It lives on its own 128-byte line.
public final class SharedCounter: @unchecked Sendable {
    @usableFromInline let storage = PaddedAtomics(count: 1)

    public init() {}

    /// Adds one, as an unprotected read then write.
    @inlinable
    @inline(__always)
    public func increment() {
        let slot = storage[0]
        slot.pointee.store(slot.pointee.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
    }

    /// Adds one with an atomic read-modify-write: correct without a lock, the floor for a shared update.
    @inlinable
    @inline(__always)
    public func atomicIncrement() {
        storage[0].pointee.wrappingAdd(1, ordering: .relaxed)
    }

    /// The counter's address for C code, which reads and writes it with its own atomics.
    @inlinable
    public var address: UnsafeMutablePointer<Int> {
        UnsafeMutableRawPointer(storage[0]).assumingMemoryBound(to: Int.self)
    }

    /// The current count.
    @inlinable
    public var value: Int { storage[0].pointee.load(ordering: .relaxed) }

    /// `.held` when the counter equals `expected`, the operations the workers counted.
    public func verify(expected: Int) -> InvariantCheck {
        let actual = value
        return actual == expected ? .held : .violated(expected: expected, actual: actual)
    }
}
