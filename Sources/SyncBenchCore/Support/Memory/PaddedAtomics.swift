import Synchronization

/// Integers that threads update independently, each on its own 128-byte line (unless packed on purpose, as the
/// striped kernel's packed stripes are, to show what sharing a line costs).
///
/// 128 bytes covers the adjacent-line prefetcher on x86 and the 128-byte lines of Apple silicon,
/// so that no two slots (and nothing else) share a cache line: false sharing would otherwise
/// dominate what is measured.
@usableFromInline package final class PaddedAtomics: @unchecked Sendable {
    /// The number of slots.
    package let count: Int
    /// The distance between two slots, in bytes: a whole line (128) unless the slots are packed on purpose.
    @usableFromInline package let stride: Int
    @usableFromInline let base: UnsafeMutableRawPointer

    /// Makes `count` slots, each holding zero, placed as `placement` says (see `CacheLineAllocation`), `stride`
    /// bytes apart (at least 8): a line of their own each by default.
    package init(count: Int, placement: CacheLineAllocation.Placement = .sharedData, stride: Int = CacheLineAllocation.size) {
        precondition(count > 0, "PaddedAtomics needs at least one slot")
        self.count = count
        self.stride = max(stride, MemoryLayout<Atomic<Int>>.stride)
        base = CacheLineAllocation.allocateBytes(count * self.stride, placement: placement)
        for index in 0..<count {
            (base + index * self.stride).initializeMemory(as: Atomic<Int>.self, to: Atomic(0))
        }
    }

    deinit {
        for index in 0..<count {
            _ = (base + index * stride).assumingMemoryBound(to: Atomic<Int>.self).deinitialize(count: 1)
        }
        CacheLineAllocation.deallocate(base)
    }

    /// The atomic integer in slot `index`.
    @inlinable
    package subscript(index: Int) -> UnsafeMutablePointer<Atomic<Int>> {
        (base + index &* stride).assumingMemoryBound(to: Atomic<Int>.self)
    }

    /// The values of every slot, read one after another with relaxed loads.
    package func snapshot() -> [Int] {
        (0..<count).map { self[$0].pointee.load(ordering: .relaxed) }
    }
}
