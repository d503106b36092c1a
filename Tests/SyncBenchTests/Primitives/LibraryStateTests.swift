import Dispatch
import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

/// An object that keeps its state behind a pointer, as corelibs' locks do, at an address the test chooses.
private class Holder {
    let state: OpaquePointer

    init(at address: Int) {
        state = OpaquePointer(bitPattern: address)!
    }
}

private final class DerivedHolder: Holder {}

private final class Plain {}

@Suite("Where a library keeps a lock's state, and steering it to the draw")
struct LibraryStateTests {
    /// Makes holders whose state lies at `addresses` in turn, counting how many it made.
    fileprivate final class Maker {
        let addresses: [Int]
        var made = 0

        init(_ addresses: [Int]) {
            self.addresses = addresses
        }

        fileprivate func make() -> Holder {
            defer { made += 1 }
            return Holder(at: addresses[made % addresses.count])
        }
    }

    @Test("The state is the pointer in the named property, found in a superclass too; else the object itself")
    func address() {
        #expect(LibraryState.address(of: Holder(at: 0x10_0040), property: "state") == UnsafeRawPointer(bitPattern: 0x10_0040))
        #expect(LibraryState.address(of: DerivedHolder(at: 0x10_0050), property: "state") == UnsafeRawPointer(bitPattern: 0x10_0050))
        let holder = Holder(at: 0x10_0060)
        #expect(LibraryState.address(of: holder, property: "missing") == UnsafeRawPointer(Unmanaged.passUnretained(holder).toOpaque()))
        let plain = Plain()
        #expect(LibraryState.address(of: plain, property: "state") == UnsafeRawPointer(Unmanaged.passUnretained(plain).toOpaque()))
    }

    @Test("Steering keeps the first instance whose state lands on the offset in its page, and stops there")
    func landsOnOffset() {
        let maker = Maker([0x7000_0010, 0x7000_02A0, 0x7001_0290, 0x7002_0290, 0x7003_0290])
        let chosen = LibraryState.steered(to: 0x290, property: "state", tries: 10, maker.make)
        #expect(Int(bitPattern: LibraryState.address(of: chosen, property: "state")) == 0x7001_0290)
        #expect(maker.made == 3)
    }

    @Test("Without the offset, steering keeps the first at the same byte of a 128-byte line; without that, the first")
    func fallsBack() {
        let sameByte = Maker([0x7000_0010, 0x7000_0150, 0x7000_0450, 0x7000_0020])
        let chosen = LibraryState.steered(to: 0x250, property: "state", tries: 4, sameByte.make)
        #expect(Int(bitPattern: LibraryState.address(of: chosen, property: "state")) == 0x7000_0150)
        #expect(sameByte.made == 4)

        let neither = Maker([0x7000_0010, 0x7000_0020, 0x7000_0030])
        let first = LibraryState.steered(to: 0x250, property: "state", tries: 3, neither.make)
        #expect(Int(bitPattern: LibraryState.address(of: first, property: "state")) == 0x7000_0010)
        #expect(neither.made == 3)
    }

    /// The bytes of a 128-byte line at which `make`'s state lands in this process's allocator, over instances
    /// kept alive with spacers between them as steering keeps them: all eight under glibc's `malloc`, the
    /// multiples of 32 under the thread sanitizer's allocator, which serves each size from a region of its own.
    func reachableBytes<T: AnyObject>(property: String, _ make: () -> T) -> Set<Int> {
        var kept: [T] = []
        var spacers: [UnsafeMutableRawPointer] = []
        defer { spacers.forEach { $0.deallocate() } }
        for attempt in 0..<LibraryState.steeringTries / 4 {
            kept.append(make())
            spacers.append(.allocate(byteCount: LibraryState.spacerBytes(after: attempt), alignment: 16))
        }
        return Set(kept.map { Int(bitPattern: LibraryState.address(of: $0, property: property)) % CacheLineAllocation.size })
    }

    @Test("A DispatchSemaphore's and an NSLock's state land at the drawn byte of a line, wherever the allocator can put it")
    func libraryLocksFollowTheDraw() {
        let semaphoreBytes = reachableBytes(property: LibraryState.dispatchObject) { DispatchSemaphore(value: 1) }
        let lockBytes = reachableBytes(property: LibraryState.foundationMutex) { NSLock() }
        #expect(semaphoreBytes.isSuperset(of: [0, 32, 64, 96]))
        #expect(lockBytes.isSuperset(of: [0, 32, 64, 96]))
        for byte in stride(from: 0, to: CacheLineAllocation.size, by: 16) {
            let draw = LayoutDraw(stackPadding: 0, lockLine: 3, lockByte: byte, dataLine: 12, workerLine: 20)
            let (semaphore, lock) = LayoutDraw.$bound.withValue(draw) { (DispatchSemaphoreLock(), FoundationLock<NSLockKind>()) }
            if semaphoreBytes.contains(byte) { #expect(Int(bitPattern: semaphore.stateAddress) % CacheLineAllocation.size == byte) }
            if lockBytes.contains(byte) { #expect(Int(bitPattern: lock.stateAddress) % CacheLineAllocation.size == byte) }
        }
    }
}
