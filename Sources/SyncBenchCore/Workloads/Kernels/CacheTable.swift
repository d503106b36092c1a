/// One entry of the cache kernel's dictionary: a version, and a check word derived from the key and the version.
/// A write updates the two one store at a time, so an entry read between them is torn: its check does not match.
@usableFromInline package struct CacheEntry: Sendable, Equatable {
    /// Writes the entry has taken.
    @usableFromInline package var version: Int
    /// `CacheEntry.check(key:version:)` once a write is whole.
    @usableFromInline package var check: Int

    /// The check word of `key` at `version`.
    @inlinable
    package static func check(key: Int, version: Int) -> Int {
        (key &* 0x7E37_79B9_7F4A_7C15) ^ version
    }

    /// Whether the entry is whole for `key`: its check matches its version.
    @inlinable
    package func isWhole(key: Int) -> Bool {
        check == Self.check(key: key, version: version)
    }
}

/// The state the cache kernel guards: a `[Int: CacheEntry]` dictionary of `keyCount` keys, and a tally of torn
/// reads. The lock is the caller's; this type only reads and writes, and checks.
///
/// The dictionary is reached through a pointer, so that what the kernel measures is the lock and the
/// dictionary's own work (hashing, probing, copying an entry), not Swift's dynamic exclusivity checks on a
/// class's stored property, which a real cache may or may not have.
///
/// The invariant, once the workers stop: the versions add up to the writes counted (no write lost), every
/// entry is whole, and no read saw an entry torn (a read let in beside a write).
@usableFromInline package final class CacheTable: @unchecked Sendable {
    /// The keys, 0 to `keyCount` - 1: a power of two, so a key is a mask of a random value.
    @usableFromInline package static let keyCount = 4096

    @usableFromInline let entries: UnsafeMutablePointer<[Int: CacheEntry]>
    /// Reads that found an entry torn (on a line of its own; written only when one is).
    @usableFromInline let tornReads = SharedCounter()

    /// A table with every key at version 0.
    package init() {
        entries = CacheLineAllocation.allocate([Int: CacheEntry].self, placement: .sharedData)
        var table: [Int: CacheEntry] = [:]
        table.reserveCapacity(Self.keyCount)
        for key in 0..<Self.keyCount { table[key] = CacheEntry(version: 0, check: CacheEntry.check(key: key, version: 0)) }
        entries.initialize(to: table)
    }

    deinit {
        entries.deinitialize(count: 1)
        CacheLineAllocation.deallocate(entries)
    }

    /// The key a random value picks: its high bits (the low ones choose read or write).
    @inlinable
    @inline(__always)
    package static func key(_ random: UInt64) -> Int {
        Int(truncatingIfNeeded: random >> 40) & (keyCount - 1)
    }

    /// The entry at `key`, read under the caller's lock (shared or exclusive).
    @inlinable
    @inline(__always)
    package func read(_ key: Int) -> CacheEntry? {
        entries.pointee[key]
    }

    /// A write's first half, under the exclusive lock: the version moves on, the entry is torn.
    @inlinable
    @inline(__always)
    package func beginWrite(_ key: Int) {
        entries.pointee[key]?.version &+= 1
    }

    /// A write's second half, under the exclusive lock: the check follows the version, the entry is whole.
    @inlinable
    @inline(__always)
    package func endWrite(_ key: Int) {
        guard let version = entries.pointee[key]?.version else { return }
        entries.pointee[key]?.check = CacheEntry.check(key: key, version: version)
    }

    /// Tallies a read of `key` that found `entry` missing or torn.
    @inlinable
    @inline(__always)
    package func check(_ entry: CacheEntry?, key: Int) {
        if entry?.isWhole(key: key) != true { tornReads.atomicIncrement() }
    }

    /// `.held` when the versions add up to `writes`, every entry is whole and no read was torn; otherwise the
    /// versions against the writes, and the torn reads with the entries left torn.
    package func verify(writes: Int) -> InvariantCheck {
        var versions = 0
        var torn = tornReads.value
        for (key, entry) in entries.pointee {
            versions &+= entry.version
            if !entry.isWhole(key: key) { torn += 1 }
        }
        return versions == writes && torn == 0 && entries.pointee.count == Self.keyCount
            ? .held : .violated(expected: writes, actual: versions, tornReads: torn)
    }
}
