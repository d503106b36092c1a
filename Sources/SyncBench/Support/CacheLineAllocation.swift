/// Heap storage for a primitive's state that shares its cache line with nothing else.
///
/// A lock word next to some other object's hot field turns every access to either into a cache-line
/// transfer between cores (false sharing), and where the allocator happens to put the lock then decides
/// the figure: one run fast, the next slow. Padding to 128 bytes (the x86 adjacent-line prefetch pair,
/// and Apple silicon's line) takes placement out of the result.
public enum CacheLineAllocation {
    /// The alignment and the granularity of the padding, in bytes.
    public static let size = 128

    /// The page size the placement is fixed within.
    static let page = 4096

    /// Where in its page a kind of state goes, in 128-byte lines. Every allocation starts on its own page
    /// at its kind's fixed offset, so the low twelve address bits of a lock word, a shared counter or a
    /// worker's slot are the same in every case and every run: otherwise where malloc happens to put
    /// them decides whether loads in the hot loop falsely wait on stores to another address with the same
    /// low bits (4K aliasing), and one case runs 15% slower than the next for no reason of its own.
    public enum Placement: Int, Sendable {
        /// A lock's own state (a pthread mutex, an rwlock, a condition).
        case lockState = 0
        /// Counters and flags shared by the workers and the controller.
        case sharedData = 8
        /// Per-worker slots.
        case perWorker = 16
    }

    /// Uninitialized storage for `count` values of `T`, on whole 128-byte lines at `placement`'s offset
    /// in a page of its own.
    public static func allocate<T>(_ type: T.Type, count: Int = 1, placement: Placement = .lockState) -> UnsafeMutablePointer<T> {
        allocateBytes(MemoryLayout<T>.stride * count, placement: placement).bindMemory(to: T.self, capacity: count)
    }

    /// Uninitialized bytes on whole 128-byte lines at `placement`'s offset in a page of its own.
    public static func allocateBytes(_ count: Int, placement: Placement) -> UnsafeMutableRawPointer {
        let offset = placement.rawValue * size
        let padded = max((count + size - 1) / size * size, size)
        return UnsafeMutableRawPointer.allocate(byteCount: offset + padded, alignment: page) + offset
    }

    /// Releases storage from `allocate` or `allocateBytes` (deinitialize the values first).
    public static func deallocate<T>(_ pointer: UnsafeMutablePointer<T>) {
        deallocate(UnsafeMutableRawPointer(pointer))
    }

    /// Releases storage from `allocateBytes`.
    public static func deallocate(_ pointer: UnsafeMutableRawPointer) {
        UnsafeMutableRawPointer(bitPattern: UInt(bitPattern: pointer) & ~UInt(page - 1))!.deallocate()
    }
}
