import Dispatch

/// The queue kernel: a bounded multi-producer, multi-consumer queue (`QueueRing`) guarded by the lock, its
/// producers and consumers waiting the lock's own way when it is full or empty (`QueueWaiters`).
///
/// Even workers produce and odd ones consume; a lone worker does both in turn, and never waits. An operation is
/// one push or one pop, each under the lock, so an item handed over costs two; pops are counted as the second
/// kind of operation, and ns per item is a window's time over them. A timed push stamps its item with the
/// clock, and the consumer that pops it records the time since in its own histogram: the kernel's latency is
/// push to pop, not the wait for the lock.
///
/// The invariant, once the workers stop: every item produced was consumed exactly once or is still in the ring,
/// by count and by two checksums (`QueueTallies`). A count that does not add up is a lost or duplicated item;
/// counts that add up with a checksum that does not are items swapped for others, reported as one torn read.
@usableFromInline package struct QueueKernel<Lock: LockPrimitive>: Workload {
    @usableFromInline let lock: Lock
    @usableFromInline let ring = QueueRing()
    @usableFromInline let waiters: QueueWaiters
    @usableFromInline let tallies: QueueTallies
    @usableFromInline let histograms: [LatencyHistogram]
    @usableFromInline let loneWorker: Bool

    /// Makes the kernel around `lock` for `workers` workers.
    @usableFromInline package init(_ lock: Lock = Lock(), workers: Int) {
        self.lock = lock
        waiters = QueueWaiters(for: lock, capacity: QueueRing.capacity, workers: workers)
        tallies = QueueTallies(workers: workers)
        histograms = (0..<workers).map { _ in LatencyHistogram() }
        loneWorker = workers == 1
    }

    @inlinable
    package func run(batch count: Int, worker: inout WorkerState) {
        for _ in 0..<count {
            operate(worker: &worker, stamp: 0)
        }
    }

    @inlinable
    package func timedOperation(worker: inout WorkerState) -> TimedAcquire? {
        operate(worker: &worker, stamp: MonotonicClock.now())
        return nil
    }

    /// A push (stamped with `stamp` when it is not 0) or a pop, as the worker's role says.
    @inlinable
    @inline(__always)
    func operate(worker: inout WorkerState, stamp: UInt64) {
        let tally = tallies[worker.index]
        let pushes = loneWorker ? tally.pointee.pushesNext : worker.index & 1 == 0
        if loneWorker { tally.pointee.pushesNext.toggle() }
        if pushes {
            let value = UInt64(truncatingIfNeeded: worker.index) << 40 | tally.pointee.produced
            if push(QueueRing.Item(value: value, stamp: stamp)) { tally.pointee.pushed(value) }
        } else if let item = pop() {
            tally.pointee.popped(item.value)
            worker.secondaryOperations &+= 1
            if item.stamp != 0 { histograms[worker.index].record(MonotonicClock.now() &- item.stamp) }
        }
    }

    /// Pushes `item`, waiting for room; false when the run stopped first.
    @inlinable
    func push(_ item: QueueRing.Item) -> Bool {
        switch waiters.waiting {
        case .conditionVariable:
            return lock.withLock {
                while ring.isFull {
                    if waiters.isClosed { return false }
                    ring.cursor.pointee.waitingForRoom &+= 1
                    waiters.wait(on: 0)
                    ring.cursor.pointee.waitingForRoom &-= 1
                }
                ring.push(item)
                if ring.cursor.pointee.waitingForItem > 0 { waiters.signal(1) }
                return true
            }
        case .semaphores:
            if !waiters.isClosed { waiters.semaphores!.room.wait() }
            let pushed = tryPush(item)
            if pushed { waiters.semaphores!.items.signal() }
            return pushed
        case .spinThenYield:
            var tries = 0
            while true {
                if tryPush(item) { return true }
                if waiters.isClosed { return false }
                QueueWaiters.pause(afterTry: tries)
                tries &+= 1
            }
        }
    }

    /// Pops the item at the head, waiting for one; nil when the run stopped first.
    @inlinable
    func pop() -> QueueRing.Item? {
        switch waiters.waiting {
        case .conditionVariable:
            return lock.withLock {
                while ring.isEmpty {
                    if waiters.isClosed { return nil }
                    ring.cursor.pointee.waitingForItem &+= 1
                    waiters.wait(on: 1)
                    ring.cursor.pointee.waitingForItem &-= 1
                }
                let item = ring.pop()
                if ring.cursor.pointee.waitingForRoom > 0 { waiters.signal(0) }
                return item
            }
        case .semaphores:
            if !waiters.isClosed { waiters.semaphores!.items.wait() }
            let item = tryPop()
            if item != nil { waiters.semaphores!.room.signal() }
            return item
        case .spinThenYield:
            var tries = 0
            while true {
                if let item = tryPop() { return item }
                if waiters.isClosed { return nil }
                QueueWaiters.pause(afterTry: tries)
                tries &+= 1
            }
        }
    }

    /// Under the lock, pushes `item` unless the ring is full; whether it did.
    @inlinable
    func tryPush(_ item: QueueRing.Item) -> Bool {
        lock.withLock {
            guard !ring.isFull else { return false }
            ring.push(item)
            return true
        }
    }

    /// Under the lock, pops the head unless the ring is empty.
    @inlinable
    func tryPop() -> QueueRing.Item? {
        lock.withLock { ring.isEmpty ? nil : ring.pop() }
    }

    @usableFromInline package func workersStopping() {
        waiters.close(under: lock)
    }

    @usableFromInline package var recordedLatency: LatencyHistogram? {
        LatencyHistogram(merging: histograms)
    }

    @usableFromInline package var lockStateAddress: UnsafeRawPointer? { lock.stateAddress }

    /// `.held` when the items produced are the items consumed and those left in the ring, by count and checksums.
    @usableFromInline package func verify(_ totals: OperationTotals) -> InvariantCheck {
        let all = tallies.all
        let left = ring.remaining.map(\.value)
        func sum(_ values: [UInt64]) -> UInt64 { values.reduce(0, &+) }
        let produced = (count: sum(all.map(\.produced)), sum: sum(all.map(\.producedSum)), mix: sum(all.map(\.producedMix)))
        let accounted = (
            count: sum(all.map(\.consumed)) &+ UInt64(left.count), sum: sum(all.map(\.consumedSum)) &+ sum(left),
            mix: sum(all.map(\.consumedMix)) &+ sum(left.map(QueueTallies.Tally.mixed))
        )
        if produced == accounted { return .held }
        let swapped = produced.count == accounted.count ? 1 : 0
        return .violated(expected: Int(truncatingIfNeeded: produced.count), actual: Int(truncatingIfNeeded: accounted.count), tornReads: swapped)
    }
}
