import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

/// Each kernel's invariant catches a lock that does not exclude, by an interleaving the test forces (one step
/// of a worker, then all of another's, then the rest of the first), never by hoping a race happens; and a lock
/// that does exclude keeps the second worker out until the first is done, on a thread of its own.
@Suite("The kernels' invariants catch a lock that does not exclude", .serialized)
struct KernelInvariantTests {
    /// A step run on a thread of its own while the caller holds what should keep it out.
    final class KeptOut: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        /// Whether the step had not finished 100 ms after it asked: it waited.
        private(set) var waited = false

        /// Starts `step` and waits up to 100 ms for it to finish.
        init(_ step: @escaping @Sendable () -> Void) {
            let asking = DispatchSemaphore(value: 0)
            let done = done
            Thread {
                asking.signal()
                step()
                done.signal()
            }.start()
            _ = asking.wait(timeout: .now() + 10)
            waited = done.wait(timeout: .now() + .milliseconds(100)) == .timedOut
        }

        /// Whether the step finished within 10 s, once let in.
        func finishes() -> Bool {
            done.wait(timeout: .now() + 10) == .success
        }
    }

    @Test("Cache: a read beside a half-done write is torn without a lock; pthread_rwlock holds the reader until the write is whole")
    func cacheTornRead() {
        // Reads only, so the operation the test runs is a read; the test is the writer, half a write at a time.
        let broken = CacheKernel(ExclusiveAccess(NoLock()), readPercent: 100)
        var reader = WorkerState(index: 1)
        for key in 0..<CacheTable.keyCount { broken.table.beginWrite(key) }
        broken.run(batch: 1, worker: &reader)
        _ = broken.timedOperation(worker: &reader)
        for key in 0..<CacheTable.keyCount { broken.table.endWrite(key) }
        #expect(broken.verify(OperationTotals(operations: 2 + CacheTable.keyCount, secondaryOperations: CacheTable.keyCount))
            == .violated(expected: CacheTable.keyCount, actual: CacheTable.keyCount, tornReads: 2))

        let sound = CacheKernel(SharedAccess(PthreadRWLock()), readPercent: 100)
        let keys = 0..<CacheTable.keyCount
        var blocked: KeptOut?
        sound.access.withLock {
            keys.forEach(sound.table.beginWrite)
            blocked = KeptOut {
                var reader = WorkerState(index: 1)
                sound.run(batch: 1, worker: &reader)
            }
            keys.forEach(sound.table.endWrite)
        }
        #expect(blocked?.waited == true, "the reader got in beside the writer")
        #expect(blocked?.finishes() == true)
        #expect(sound.verify(OperationTotals(operations: 1 + CacheTable.keyCount, secondaryOperations: CacheTable.keyCount)) == .held)
    }

    @Test("Cache: writes the versions do not add up to, and an entry left torn, fail the check")
    func cacheCountsWrites() {
        let kernel = CacheKernel(ExclusiveAccess(PthreadMutex()), readPercent: 0)
        var writer = WorkerState(index: 0)
        kernel.run(batch: 10, worker: &writer)
        #expect(writer.secondaryOperations == 10)
        #expect(kernel.verify(OperationTotals(operations: 10, secondaryOperations: 10)) == .held)
        #expect(kernel.verify(OperationTotals(operations: 11, secondaryOperations: 11)) == .violated(expected: 11, actual: 10))
        kernel.table.beginWrite(7)
        #expect(kernel.verify(OperationTotals(operations: 11, secondaryOperations: 11)) == .violated(expected: 11, actual: 11, tornReads: 1))
    }

    @Test("Queue: two consumers that both take the head consume one item twice and lose another; a mutex keeps the second out")
    func queueDoubleConsumption() {
        // Worker 0 produces, workers 1 and 3 consume.
        let broken = QueueKernel(NoLock(), workers: 4)
        var producer = WorkerState(index: 0)
        var (first, second) = (WorkerState(index: 1), WorkerState(index: 3))
        broken.run(batch: 2, worker: &producer)
        let head = broken.ring.peek()  // the first consumer reads the head...
        broken.run(batch: 1, worker: &second)  // ...the second takes it whole...
        broken.ring.advance()  // ...and the first moves past the next item, counting the one it read
        broken.tallies[first.index].pointee.popped(head.value)
        first.secondaryOperations += 1
        #expect(broken.verify(OperationTotals(operations: 4)) == .violated(expected: 2, actual: 2, tornReads: 1))

        let sound = QueueKernel(PthreadMutex(), workers: 4)
        sound.run(batch: 2, worker: &producer)
        var blocked: KeptOut?
        sound.lock.withLock {
            let head = sound.ring.peek()
            blocked = KeptOut {
                var second = WorkerState(index: 3)
                sound.run(batch: 1, worker: &second)
            }
            sound.ring.advance()
            sound.tallies[1].pointee.popped(head.value)
        }
        #expect(blocked?.waited == true, "the second consumer got in beside the first")
        #expect(blocked?.finishes() == true)
        #expect(sound.verify(OperationTotals(operations: 4)) == .held)
    }

    @Test("Queue: an item lost, or left in the ring, is counted; a lone worker pushes and pops in turn")
    func queueCountsItems() {
        let kernel = QueueKernel(PthreadMutex(), workers: 1)
        var lone = WorkerState(index: 0)
        kernel.run(batch: 5, worker: &lone)
        // Three pushes and two pops: one item left in the ring, accounted for.
        #expect(lone.secondaryOperations == 2 && kernel.ring.remaining.count == 1)
        #expect(kernel.verify(OperationTotals(operations: 5, secondaryOperations: 2)) == .held)
        _ = kernel.ring.pop()
        #expect(kernel.verify(OperationTotals(operations: 5, secondaryOperations: 2)) == .violated(expected: 3, actual: 2))
    }

    @Test("Queue: once closed, a consumer of an empty ring and a producer into a full one give up instead of waiting", arguments: [
        QueueWaiting.conditionVariable, .semaphores, .spinThenYield,
    ])
    func queueClosesItsWaiters(_ waiting: QueueWaiting) {
        func closed<Lock: LockPrimitive>(_ lock: Lock) {
            let kernel = QueueKernel(lock, workers: 2)
            #expect(kernel.waiters.waiting == waiting)
            var consumer = WorkerState(index: 1)
            let waiting = KeptOut {
                var consumer = WorkerState(index: 1)
                kernel.run(batch: 1, worker: &consumer)
            }
            kernel.workersStopping()
            #expect(waiting.waited, "a consumer of an empty ring waits until the run stops")
            #expect(waiting.finishes())
            kernel.run(batch: 3, worker: &consumer)
            var producer = WorkerState(index: 0)
            kernel.run(batch: QueueRing.capacity + 3, worker: &producer)
            #expect(kernel.ring.isFull && consumer.secondaryOperations == 0)
            #expect(kernel.verify(OperationTotals(operations: 0)) == .held)
        }
        switch waiting {
        case .conditionVariable: closed(PthreadMutex())
        case .semaphores: closed(DispatchSemaphoreLock())
        case .spinThenYield: closed(TTASSpinLock())  // not `Mutex`, whose waits the thread sanitizer cannot see
        }
    }

    @Test("Striped: an increment split by another's is lost without a lock; the stripe's lock keeps the other out")
    func stripedLostIncrement() {
        let broken = StripedKernel<NoLock>(stripes: 1, packed: true)
        var other = WorkerState(index: 1)
        let read = broken.counter(0).pointee.load(ordering: .relaxed)
        broken.run(batch: 1, worker: &other)
        broken.counter(0).pointee.store(read + 1, ordering: .relaxed)
        #expect(broken.verify(OperationTotals(operations: 2)) == .violated(expected: 2, actual: 1))

        let sound = StripedKernel<PthreadMutex>(stripes: 1, packed: false)
        var blocked: KeptOut?
        sound.locks[0].withLock {
            let read = sound.counter(0).pointee.load(ordering: .relaxed)
            blocked = KeptOut {
                var other = WorkerState(index: 1)
                sound.run(batch: 1, worker: &other)
            }
            sound.counter(0).pointee.store(read + 1, ordering: .relaxed)
        }
        #expect(blocked?.waited == true, "the other increment got in")
        #expect(blocked?.finishes() == true)
        #expect(sound.verify(OperationTotals(operations: 2)) == .held)
    }

    @Test("Striped: a random value picks every stripe, packed counters share lines and padded ones do not")
    func stripedLayout() {
        let packed = StripedKernel<PthreadMutex>(stripes: 8, packed: true)
        let padded = StripedKernel<PthreadMutex>(stripes: 8, packed: false)
        #expect(packed.stride == 8 && padded.stride == 128)
        var seen: Set<Int> = []
        var worker = WorkerState(index: 0)
        for _ in 0..<1_000 { seen.insert(packed.stripe(worker.nextRandom())) }
        #expect(seen == Set(0..<8))
    }

    @Test("Tasks: the lock's read beside a half-done write is torn without a lock; the actor's check counts its writes")
    func tasksTornRead() async {
        let broken = TaskCacheKernel(ExclusiveAccess(NoLock()), readPercent: 100)
        var reader = WorkerState(index: 0)
        for key in 0..<CacheTable.keyCount { broken.cache.table.beginWrite(key) }
        await broken.run(batch: 3, worker: &reader)
        #expect(await broken.verify(OperationTotals(operations: 3)) == .violated(expected: 0, actual: CacheTable.keyCount, tornReads: 3 + CacheTable.keyCount))

        let actor = ActorCacheKernel(readPercent: 50)
        var worker = WorkerState(index: 0)
        await actor.run(batch: 200, worker: &worker)
        #expect(worker.secondaryOperations > 0)
        #expect(await actor.verify(OperationTotals(operations: 200, secondaryOperations: worker.secondaryOperations)) == .held)
        #expect(await actor.verify(OperationTotals(operations: 200, secondaryOperations: worker.secondaryOperations + 1)) != .held)
    }
}
