/// Where a lock keeps state that a library allocated, and how syncbench steers where that state lands.
///
/// syncbench places its own locks' state where the process's `LayoutDraw` says (`CacheLineAllocation`). A lock
/// that a library makes keeps its state in the library's own allocation: on Linux, corelibs Foundation's `NSLock`
/// holds a `malloc`ed `pthread_mutex_t`, and Dispatch's semaphore and queues wrap a libdispatch object, each in
/// a stored property internal to the library. Where `malloc` put that state used to decide a contended figure,
/// and it landed anew in every process: two threads on a `DispatchSemaphore` cost 33 ns an operation with its
/// libdispatch object on three of the four 16-byte steps of a 64-byte line and 130 ns on the fourth (AMD EPYC
/// family 26 model 2, 2026-11-29: docs/layout.md), so the two halves of a `bench ab` pair drew it apart and its
/// pairs scattered. Steered, the state lands where the draw puts a lock's state: drawn per fork like syncbench's
/// own, and shared by a pair.
package enum LibraryState {
    /// Instances made and kept alive while looking for one that lands on the draw's offset: four times the 256
    /// sixteen-byte steps of a page, so that state landing at random misses the offset about once in fifty
    /// locks (and then keeps the draw's byte of a line); 256 missed it in a third of them.
    package static let steeringTries = 1024
    /// The property in which corelibs Dispatch's `DispatchSemaphore` and `DispatchQueue` keep their libdispatch object.
    package static let dispatchObject = "__wrapped"
    /// The property in which corelibs Foundation's locks keep their heap `pthread_mutex_t`.
    package static let foundationMutex = "mutex"

    /// Where `object` keeps its state: the pointer in its stored property `property` (found by reflection, since
    /// the property is internal to its library); the object itself when it has no such property, as on Darwin,
    /// where the object holds its state.
    package static func address(of object: AnyObject, property: String) -> UnsafeRawPointer {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children where child.label == property {
                if let pointer = child.value as? any StatePointer { return pointer.rawAddress }
            }
            mirror = current.superclassMirror
        }
        return UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    }

    /// An instance from `make` whose state (`property`, as `address(of:property:)` finds it) starts at `offset`
    /// bytes into its page (by default where the process's draw puts a lock's state), or failing that at the same
    /// byte of a 128-byte line; the first one made when no instance of `tries` does. The instances not chosen
    /// are kept until the choice is made, so that each new one lands somewhere new, and a spacer of 16 to 112
    /// bytes is allocated between two of them, so that a library whose allocations step by a multiple of 32
    /// bytes (corelibs `NSLock`: two 48-byte chunks) still reaches every 16-byte step of a line.
    package static func steered<T: AnyObject>(
        to offset: Int? = nil, property: String, tries: Int = steeringTries, _ make: () -> T
    ) -> T {
        let offset = offset ?? CacheLineAllocation.Placement.lockState.offset(in: LayoutDraw.current)
        var made: [T] = []
        var spacers: [UnsafeMutableRawPointer] = []
        defer { spacers.forEach { $0.deallocate() } }
        var sameByte: T?
        for attempt in 0..<max(tries, 1) {
            let candidate = make()
            let landed = Int(bitPattern: address(of: candidate, property: property)) & (CacheLineAllocation.page - 1)
            if landed == offset { return candidate }
            if sameByte == nil, landed % CacheLineAllocation.size == offset % CacheLineAllocation.size { sameByte = candidate }
            made.append(candidate)
            spacers.append(.allocate(byteCount: spacerBytes(after: attempt), alignment: 16))
        }
        return sameByte ?? made[0]
    }

    /// The spacer `steered` allocates after its `attempt`th instance: 16 to 112 bytes in turn, so that the steps
    /// between instances vary and their state reaches every 16-byte step of a line.
    package static func spacerBytes(after attempt: Int) -> Int {
        16 * (1 + attempt % 7)
    }
}

/// A pointer a library keeps its state behind, as reflection hands it back.
package protocol StatePointer {
    /// The address it holds.
    var rawAddress: UnsafeRawPointer { get }
}

extension OpaquePointer: StatePointer {
    package var rawAddress: UnsafeRawPointer { UnsafeRawPointer(self) }
}

extension UnsafeMutablePointer: StatePointer {
    package var rawAddress: UnsafeRawPointer { UnsafeRawPointer(self) }
}
