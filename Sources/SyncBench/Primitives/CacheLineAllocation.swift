/// Heap storage for a primitive's state that shares its cache line with nothing else.
///
/// A lock word next to some other object's hot field turns every access to either into a cache-line
/// transfer between cores (false sharing), and where the allocator happens to put the lock then decides
/// the figure: one run fast, the next slow. Padding to 128 bytes (the x86 adjacent-line prefetch pair,
/// and Apple silicon's line) takes placement out of the result.
public enum CacheLineAllocation {
    /// The alignment and the granularity of the padding, in bytes.
    public static let size = 128

    /// Uninitialized storage for `count` values of `T`, aligned to and padded out to whole 128-byte lines.
    public static func allocate<T>(_ type: T.Type, count: Int = 1) -> UnsafeMutablePointer<T> {
        let bytes = MemoryLayout<T>.stride * count
        let padded = (bytes + size - 1) / size * size
        return UnsafeMutableRawPointer.allocate(byteCount: max(padded, size), alignment: size)
            .bindMemory(to: T.self, capacity: count)
    }

    /// Releases storage from `allocate` (deinitialize the values first).
    public static func deallocate<T>(_ pointer: UnsafeMutablePointer<T>) {
        UnsafeMutableRawPointer(pointer).deallocate()
    }
}
