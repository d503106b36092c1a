/// A least-recently-used cache of at most `capacity` entries: a dictionary from each key to its slot, and the
/// slots in a doubly linked list from the most recently used to the least, linked by index in arrays.
/// Not thread-safe: its user holds a lock around every call.
public struct LRUCache {
    /// The most entries it holds.
    public let capacity: Int
    private var slots: [Int: Int] = [:]
    private var keys: [Int] = []
    private var values: [Int] = []
    /// Each slot's neighbours in the list, toward the newest and toward the oldest; `none` past either end.
    private var newer: [Int] = []
    private var older: [Int] = []
    private var newest = none
    private var oldest = none
    private static let none = -1

    /// An empty cache.
    public init(capacity: Int) {
        self.capacity = capacity
        slots.reserveCapacity(capacity)
    }

    /// The entries it holds.
    public var count: Int { slots.count }

    /// The value of `key`, which becomes the most recently used; nil when absent.
    public mutating func get(_ key: Int) -> Int? {
        guard let slot = slots[key] else { return nil }
        moveToFront(slot)
        return values[slot]
    }

    /// Adds `value` under `key`, which is absent (a get just missed it), as the most recently used entry; when
    /// the cache is full, the least recently used entry makes room.
    /// - Returns: whether an entry was evicted.
    public mutating func put(_ key: Int, _ value: Int) -> Bool {
        let full = keys.count == capacity
        let slot = full ? oldest : keys.count
        if full {
            unlink(slot)
            slots[keys[slot]] = nil
            (keys[slot], values[slot]) = (key, value)
        } else {
            keys.append(key)
            values.append(value)
            newer.append(Self.none)
            older.append(Self.none)
        }
        slots[key] = slot
        pushFront(slot)
        return full
    }

    /// Whether the list and the dictionary agree: from the newest to the oldest, the list visits each key the
    /// dictionary holds once, at its slot, every link mirrored by the one back, and no more than `capacity`.
    public var isConsistent: Bool {
        var (slot, previous, visited) = (newest, Self.none, 0)
        while slot != Self.none && visited < capacity {
            guard newer[slot] == previous, slots[keys[slot]] == slot else { return false }
            (slot, previous, visited) = (older[slot], slot, visited + 1)
        }
        return slot == Self.none && previous == oldest && visited == slots.count
    }

    /// Makes `slot` the most recently used.
    private mutating func moveToFront(_ slot: Int) {
        guard slot != newest else { return }
        unlink(slot)
        pushFront(slot)
    }

    /// Takes `slot` out of the list, its neighbours joined.
    private mutating func unlink(_ slot: Int) {
        if newer[slot] == Self.none { newest = older[slot] } else { older[newer[slot]] = older[slot] }
        if older[slot] == Self.none { oldest = newer[slot] } else { newer[older[slot]] = newer[slot] }
    }

    /// Links `slot` in as the most recently used.
    private mutating func pushFront(_ slot: Int) {
        (newer[slot], older[slot]) = (Self.none, newest)
        if newest == Self.none { oldest = slot } else { newer[newest] = slot }
        newest = slot
    }
}
