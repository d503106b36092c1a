import Synchronization

/// Integers that threads update independently, each on its own 128-byte line.
///
/// 128 bytes covers the adjacent-line prefetcher on x86 and the 128-byte lines of Apple silicon,
/// so that no two slots (and nothing else) share a cache line: false sharing would otherwise
/// dominate what is measured.
public final class PaddedAtomics: @unchecked Sendable {
    /// The distance between two slots, in bytes.
    public static let stride = CacheLineAllocation.size

    /// The number of slots.
    public let count: Int
    @usableFromInline let base: UnsafeMutableRawPointer

    /// Makes `count` slots, each holding zero, placed as `placement` says (see `CacheLineAllocation`).
    public init(count: Int, placement: CacheLineAllocation.Placement = .sharedData) {
        precondition(count > 0, "PaddedAtomics needs at least one slot")
        self.count = count
        base = CacheLineAllocation.allocateBytes(count * Self.stride, placement: placement)
        for index in 0..<count {
            (base + index * Self.stride).initializeMemory(as: Atomic<Int>.self, to: Atomic(0))
        }
    }

    deinit {
        for index in 0..<count {
            _ = (base + index * Self.stride).assumingMemoryBound(to: Atomic<Int>.self).deinitialize(count: 1)
        }
        CacheLineAllocation.deallocate(base)
    }

    /// The atomic integer in slot `index`.
    @inlinable
    public subscript(index: Int) -> UnsafeMutablePointer<Atomic<Int>> {
        (base + index &* Self.stride).assumingMemoryBound(to: Atomic<Int>.self)
    }

    /// The values of every slot, read one after another with relaxed loads.
    public func snapshot() -> [Int] {
        (0..<count).map { self[$0].pointee.load(ordering: .relaxed) }
    }
}
