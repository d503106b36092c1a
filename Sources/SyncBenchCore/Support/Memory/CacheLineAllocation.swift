/// Heap storage for a primitive's state that shares its cache line with nothing else.
///
/// A lock word next to some other object's hot field turns every access to either into a cache-line
/// transfer between cores (false sharing), and where the allocator happens to put the lock then decides
/// the figure: one run fast, the next slow. Padding to 128 bytes (the x86 adjacent-line prefetch pair,
/// and Apple silicon's line) takes placement out of the result.
@usableFromInline package enum CacheLineAllocation {
    /// The alignment and the granularity of the padding, in bytes.
    @usableFromInline package static let size = 128

    /// The page size the placement is fixed within.
    static let page = 4096

    /// The kinds of state that each get a place of their own in their page. Every allocation starts on its own
    /// page, at the line the process's `LayoutDraw` gives its kind, so that the three kinds never share the low
    /// twelve bits of their addresses within a line: where malloc happened to put them used to decide whether
    /// loads in the hot loop falsely waited on stores to another address with the same low bits (4K aliasing),
    /// and one case ran 15% slower than the next for no reason of its own. Where in the page each kind goes is
    /// drawn per fork (`LayoutDraw`), so that what one placement does is spread over the forks, not a bias.
    package enum Placement: Sendable {
        /// A lock's own state (a pthread mutex, an rwlock, a condition).
        case lockState
        /// Counters and flags shared by the workers and the controller.
        case sharedData
        /// Per-worker slots.
        case perWorker

        /// Bytes from the start of a page under `draw`.
        func offset(in draw: LayoutDraw) -> Int {
            switch self {
            case .lockState: draw.lockLine * CacheLineAllocation.size + draw.lockByte
            case .sharedData: draw.dataLine * CacheLineAllocation.size
            case .perWorker: draw.workerLine * CacheLineAllocation.size
            }
        }
    }

    /// Uninitialized storage for `count` values of `T`, on whole 128-byte lines at `placement`'s offset
    /// in a page of its own.
    package static func allocate<T>(_ type: T.Type, count: Int = 1, placement: Placement = .lockState) -> UnsafeMutablePointer<T> {
        allocateBytes(MemoryLayout<T>.stride * count, placement: placement).bindMemory(to: T.self, capacity: count)
    }

    /// Uninitialized bytes on whole 128-byte lines at `placement`'s offset in a page of its own.
    package static func allocateBytes(_ count: Int, placement: Placement) -> UnsafeMutableRawPointer {
        let offset = placement.offset(in: LayoutDraw.current)
        let padded = max((count + size - 1) / size * size, size)
        return UnsafeMutableRawPointer.allocate(byteCount: offset + padded, alignment: page) + offset
    }

    /// Releases storage from `allocate` or `allocateBytes` (deinitialize the values first).
    package static func deallocate<T>(_ pointer: UnsafeMutablePointer<T>) {
        deallocate(UnsafeMutableRawPointer(pointer))
    }

    /// Releases storage from `allocateBytes`.
    package static func deallocate(_ pointer: UnsafeMutableRawPointer) {
        UnsafeMutableRawPointer(bitPattern: UInt(bitPattern: pointer) & ~UInt(page - 1))!.deallocate()
    }
}
