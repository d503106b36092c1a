import CSyncBench
import Platform
import Synchronization

/// A test-and-test-and-set spinlock of our own on `Synchronization.Atomic`, the same on every platform.
///
/// Waiters spin on a relaxed load, with the CPU's spin hint (`pause` on x86, `yield` on arm64), until the
/// lock looks free, and only then try an acquiring compare-and-swap; unlock is a releasing store. It never
/// sleeps: with more threads than CPUs a waiter may burn its whole time slice while the owner is descheduled,
/// which is the collapse the oversubscribed rows show.
/// - Warning: not recursive, not fair, and never parks: do not use it where the owner can be preempted.
@usableFromInline package final class TTASSpinLock: LockPrimitive, @unchecked Sendable {
    @usableFromInline package static let name = "ttas_spinlock"
    @usableFromInline package static let summary = "test-and-test-and-set spinlock on an Atomic word with a pause/yield hint; never sleeps"
    @usableFromInline package static let family = Family.spinAndMutex
    @usableFromInline package static let contendedWaiting = ContendedWaiting.spins
    /// The lock word as a program would keep it, inline.
    @usableFromInline package static var footprint: Footprint { .inline(MemoryLayout<Atomic<Int>>.size) }

    /// The lock word (0 free, 1 held) on a line of its own at the lock-state place in its page, like every
    /// other lock's state: inline in this object it would share a line with whatever malloc put beside it.
    @usableFromInline let storage = PaddedAtomics(count: 1, placement: .lockState)
    @usableFromInline let word: UnsafeMutablePointer<Atomic<Int>>

    @usableFromInline package init() {
        word = storage[0]
    }

    @usableFromInline package var stateAddress: UnsafeRawPointer { UnsafeRawPointer(word) }

    @inlinable
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        while !word.pointee.compareExchange(expected: 0, desired: 1, successOrdering: .acquiring, failureOrdering: .relaxed).exchanged {
            while word.pointee.load(ordering: .relaxed) != 0 {
                csb_spin_hint()
            }
        }
        defer { word.pointee.store(0, ordering: .releasing) }
        return try body()
    }
}

#if canImport(Glibc)
/// glibc's `pthread_spinlock_t` on the heap: an atomic exchange, then a spin on plain loads; never sleeps.
/// Darwin has no pthread spinlocks.
/// - Warning: not recursive, not fair, and never parks.
@usableFromInline package final class PthreadSpinLock: LockPrimitive, @unchecked Sendable {
    @usableFromInline package static let name = "pthread_spinlock"
    @usableFromInline package static let summary = "pthread_spinlock_t (glibc: atomic exchange, then spin on loads; never sleeps)"
    @usableFromInline package static let family = Family.spinAndMutex
    @usableFromInline package static let contendedWaiting = ContendedWaiting.spins
    @usableFromInline package static var footprint: Footprint { .pointer(to: pthread_spinlock_t.self) }

    @usableFromInline let spinlock: UnsafeMutablePointer<pthread_spinlock_t>

    @usableFromInline package init() {
        spinlock = CacheLineAllocation.allocate(pthread_spinlock_t.self)
        spinlock.initialize(to: pthread_spinlock_t())
        PthreadCheck.call(pthread_spin_init(spinlock, Int32(PTHREAD_PROCESS_PRIVATE)), "pthread_spin_init")
    }

    @usableFromInline package var stateAddress: UnsafeRawPointer { UnsafeRawPointer(spinlock) }

    deinit {
        PthreadCheck.call(pthread_spin_destroy(spinlock), "pthread_spin_destroy")
        spinlock.deinitialize(count: 1)
        CacheLineAllocation.deallocate(spinlock)
    }

    @inlinable
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        PthreadCheck.call(pthread_spin_lock(spinlock), "pthread_spin_lock")
        defer { PthreadCheck.call(pthread_spin_unlock(spinlock), "pthread_spin_unlock") }
        return try body()
    }
}
#endif
