import CSyncBench

/// What one instance of a primitive takes, as a Swift program makes and holds it: the bytes stored where it is
/// held (a reference, or the value itself), and the heap bytes its creation allocates, the allocator's chunk
/// overhead included. The harness's own padding of lock state (`CacheLineAllocation`) is not part of it.
public struct Footprint: Sendable, Equatable, Codable {
    /// The bytes stored where the primitive is held: 8 for a reference or a pointer, the value's size for a
    /// value kept inline (`Mutex`, an atomic word).
    package var inlineBytes: Int
    /// The heap bytes one instance's creation allocates and keeps, or nil where the heap cannot be read.
    package var heapBytes: Int?

    /// Makes a record of known sizes.
    package init(inlineBytes: Int, heapBytes: Int?) {
        self.inlineBytes = inlineBytes
        self.heapBytes = heapBytes
    }

    /// The whole footprint, or nil where the heap cannot be read.
    package var bytes: Int? { heapBytes.map { inlineBytes + $0 } }

    /// A primitive held inline, allocating nothing: `bytes` bytes in all.
    package static func inline(_ bytes: Int) -> Footprint {
        Footprint(inlineBytes: bytes, heapBytes: 0)
    }

    /// The instances made for one reading: enough that the allocator's per-thread cache of freed chunks (glibc
    /// keeps up to 7 of each size, and counts them as in use) shifts the mean by under 3%.
    static let instancesPerReading = 256

    /// A primitive held by reference (or pointer) and made by `make`, its heap bytes measured: the heap in use
    /// before and after making `instancesPerReading` instances, divided among them, the median of five readings
    /// (another thread allocating or freeing meanwhile moves one reading, not the median), rounded to 8 bytes.
    /// `release` undoes one `make` (deallocates a pointer); objects are released when the last reference goes.
    /// - Parameter heapInUse: the allocator's bytes in use, or a negative number where it cannot tell; tests pass
    ///   a counter of their own.
    package static func measured<T>(
        _ make: () -> T, release: (T) -> Void = { _ in }, heapInUse: () -> Int64 = { Int64(csb_heap_bytes_in_use()) }
    ) -> Footprint {
        let readings = (0..<5).compactMap { _ in heapBytes(of: make, release: release, heapInUse: heapInUse) }.sorted()
        return Footprint(inlineBytes: MemoryLayout<UnsafeRawPointer>.size, heapBytes: readings.isEmpty ? nil : readings[readings.count / 2])
    }

    /// What `measure` gives for `type`, measured the first time it is asked in this process and kept: a run asks
    /// for a lock's footprint with every row it writes, and the allocator's counters are the whole process's.
    @usableFromInline package static func remembered(for type: Any.Type, _ measure: () -> Footprint) -> Footprint {
        if let known = known.withLock({ $0[ObjectIdentifier(type)] }) { return known }
        let footprint = measure()
        known.withLock { $0[ObjectIdentifier(type)] = footprint }
        return footprint
    }

    /// The footprints measured so far, by type.
    private static let known = SanitizerVisibleLock<[ObjectIdentifier: Footprint]>([:])

    /// A pointer to a fresh `T` on the heap, as Swift must hold a pthread type (never a `var` it may move).
    package static func pointer<T>(to type: T.Type) -> Footprint {
        measured({ UnsafeMutablePointer<T>.allocate(capacity: 1) }, release: { $0.deallocate() })
    }

    /// One reading of `make`'s heap bytes, or nil where the heap cannot be read.
    private static func heapBytes<T>(of make: () -> T, release: (T) -> Void, heapInUse: () -> Int64) -> Int? {
        var instances: [T] = []
        instances.reserveCapacity(instancesPerReading)
        let before = heapInUse()
        for _ in 0..<instancesPerReading { instances.append(make()) }
        let after = heapInUse()
        instances.forEach(release)
        guard before >= 0, after >= 0 else { return nil }
        let each = Double(after - before) / Double(instancesPerReading)
        return max(0, Int((each / 8).rounded()) * 8)
    }
}
