/// The queue kernel's ring of `capacity` slots, and the waiters' counts: state its lock guards, kept on lines of
/// its own. Nothing here locks; the caller holds the lock.
@usableFromInline package final class QueueRing: @unchecked Sendable {
    /// The ring's slots: a few dozen, so that producers and consumers meet it full and empty.
    @usableFromInline package static let capacity = 32

    /// One item: its value, and the clock when it was pushed for a timed push (0 otherwise).
    @usableFromInline package struct Item: Sendable, Equatable {
        /// The producer's index in the high bits, its count of items in the low ones: unique in a run.
        @usableFromInline package var value: UInt64
        /// `MonotonicClock.now()` at a timed push, 0 for every other.
        @usableFromInline package var stamp: UInt64

        /// Makes an item.
        @inlinable
        package init(value: UInt64, stamp: UInt64) {
            self.value = value
            self.stamp = stamp
        }
    }

    /// The head's index, the items held, and the threads waiting for room and for an item.
    @usableFromInline struct Cursor {
        @usableFromInline var head = 0
        @usableFromInline var count = 0
        @usableFromInline var waitingForRoom = 0
        @usableFromInline var waitingForItem = 0
    }

    @usableFromInline let cursor: UnsafeMutablePointer<Cursor>
    @usableFromInline let slots: UnsafeMutablePointer<Item>

    /// An empty ring.
    package init() {
        cursor = CacheLineAllocation.allocate(Cursor.self, placement: .sharedData)
        cursor.initialize(to: Cursor())
        slots = CacheLineAllocation.allocate(Item.self, count: Self.capacity, placement: .sharedData)
        slots.initialize(repeating: Item(value: 0, stamp: 0), count: Self.capacity)
    }

    deinit {
        cursor.deinitialize(count: 1)
        CacheLineAllocation.deallocate(cursor)
        slots.deinitialize(count: Self.capacity)
        CacheLineAllocation.deallocate(slots)
    }

    /// Whether every slot holds an item.
    @inlinable
    package var isFull: Bool { cursor.pointee.count == Self.capacity }

    /// Whether no slot holds an item.
    @inlinable
    package var isEmpty: Bool { cursor.pointee.count == 0 }

    /// Adds `item` at the tail; the ring must not be full.
    @inlinable
    package func push(_ item: Item) {
        let tail = (cursor.pointee.head &+ cursor.pointee.count) & (Self.capacity - 1)
        slots[tail] = item
        cursor.pointee.count &+= 1
    }

    /// Takes the item at the head; the ring must not be empty.
    ///
    /// In two halves, so that a test can stop between them: `peek` reads the head, `advance` moves past it.
    @inlinable
    package func pop() -> Item {
        let item = peek()
        advance()
        return item
    }

    /// The item at the head, left there.
    @inlinable
    package func peek() -> Item {
        slots[cursor.pointee.head]
    }

    /// Moves the head past one item.
    @inlinable
    package func advance() {
        cursor.pointee.head = (cursor.pointee.head &+ 1) & (Self.capacity - 1)
        cursor.pointee.count &-= 1
    }

    /// The items still held, head first.
    package var remaining: [Item] {
        (0..<cursor.pointee.count).map { slots[(cursor.pointee.head + $0) & (Self.capacity - 1)] }
    }
}
