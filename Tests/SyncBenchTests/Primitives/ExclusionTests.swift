import Dispatch
import Foundation
import SyncBench
import Testing

@Suite("Mutual exclusion of every primitive", .serialized)
struct ExclusionTests {
    @Test("Four threads, each 20 000 locked increments, end on exactly 80 000", arguments: allLockTypes)
    func exactCount(_ type: any LockPrimitive.Type) {
        #expect(Self.finalCount(of: type, threads: 4, increments: 20_000) == 80_000)
    }

    static func finalCount<Lock: LockPrimitive>(of type: Lock.Type, threads: Int, increments: Int) -> Int? {
        let lock = Lock()
        let counter = SharedCounter()
        let finished = runThreads(threads) { _ in
            for _ in 0..<increments {
                lock.withLock { counter.increment() }
            }
        }
        return finished ? counter.value : nil
    }

    @Test("A holder blocks a second thread until it releases", arguments: allLockTypes)
    func holderBlocks(_ type: any LockPrimitive.Type) {
        Self.checkHolderBlocks(type)
    }

    static func checkHolderBlocks<Lock: LockPrimitive>(_ type: Lock.Type) {
        let lock = Lock()
        let held = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let attempting = DispatchSemaphore(value: 0)
        let entered = DispatchSemaphore(value: 0)
        Thread {
            lock.withLock {
                held.signal()
                release.wait()
            }
        }.start()
        #expect(held.wait(timeout: .now() + 10) == .success)
        Thread {
            attempting.signal()
            _ = lock.withLock { entered.signal() }
        }.start()
        #expect(attempting.wait(timeout: .now() + 10) == .success)
        #expect(entered.wait(timeout: .now() + .milliseconds(100)) == .timedOut, "\(Lock.name) let a second thread in")
        release.signal()
        #expect(entered.wait(timeout: .now() + 10) == .success, "\(Lock.name) never let the second thread in")
    }

    @Test("Readers overlap each other", arguments: [BarrierQueueLock.self, PthreadRWLock.self] as [any ReadWriteLockPrimitive.Type])
    func readersOverlap(_ type: any ReadWriteLockPrimitive.Type) {
        let overlapped = Self.overlappingReaders(type)
        #expect(overlapped)
    }

    static func overlappingReaders<Lock: ReadWriteLockPrimitive>(_ type: Lock.Type) -> Bool {
        let lock = Lock()
        let bothInside = StartBarrier(parties: 2)
        // Each reader waits inside its read section for the other: only overlapping readers can finish.
        return runThreads(2, timeout: 10) { _ in lock.withReadLock { bothInside.arriveAndWait() } }
    }
}
