/// What each worker of the queue kernel produced and consumed: counts and two checksums, a line of its own per
/// worker, so that the invariant can be checked once they stop without any shared count in the loop.
@usableFromInline package final class QueueTallies: @unchecked Sendable {
    /// One worker's tally.
    @usableFromInline package struct Tally: Sendable, Equatable {
        /// Items pushed, their values' sum, and the sum of their values mixed (`mixed`).
        @usableFromInline package var produced: UInt64 = 0
        @usableFromInline package var producedSum: UInt64 = 0
        @usableFromInline package var producedMix: UInt64 = 0
        /// Items popped, likewise.
        @usableFromInline package var consumed: UInt64 = 0
        @usableFromInline package var consumedSum: UInt64 = 0
        @usableFromInline package var consumedMix: UInt64 = 0
        /// For the lone worker of a one-thread case, which does both in turn: whether it pushes next.
        @usableFromInline package var pushesNext = true

        /// A value spread over all 64 bits, so that two items swapped for two others rarely keep the mixed sum.
        @inlinable
        package static func mixed(_ value: UInt64) -> UInt64 {
            (value ^ (value >> 29)) &* 0xBF58_476D_1CE4_E5B9
        }

        /// Counts a push of `value`.
        @inlinable
        package mutating func pushed(_ value: UInt64) {
            produced &+= 1
            producedSum &+= value
            producedMix &+= Self.mixed(value)
        }

        /// Counts a pop of `value`.
        @inlinable
        package mutating func popped(_ value: UInt64) {
            consumed &+= 1
            consumedSum &+= value
            consumedMix &+= Self.mixed(value)
        }
    }

    @usableFromInline let base: UnsafeMutableRawPointer
    private let workers: Int

    /// Zeroed tallies for `workers` workers.
    package init(workers: Int) {
        self.workers = workers
        base = CacheLineAllocation.allocateBytes(workers * CacheLineAllocation.size, placement: .perWorker)
        for index in 0..<workers { (base + index * CacheLineAllocation.size).initializeMemory(as: Tally.self, to: Tally()) }
    }

    deinit {
        CacheLineAllocation.deallocate(base)
    }

    /// Worker `index`'s tally.
    @inlinable
    package subscript(index: Int) -> UnsafeMutablePointer<Tally> {
        (base + index &* CacheLineAllocation.size).assumingMemoryBound(to: Tally.self)
    }

    /// Every worker's tally, in order.
    package var all: [Tally] { (0..<workers).map { self[$0].pointee } }
}
