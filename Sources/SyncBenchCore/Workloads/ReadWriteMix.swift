/// Readers and writers in one run: every worker reads the shared counter under the shared lock, or, with the
/// probability the mix sets, writes it under the exclusive lock: two increments, so that the counter is odd
/// while a write is half done and even between writes.
///
/// Writes are counted as the second kind of operation, so reads and writes get their own throughput;
/// sampled waits are recorded by kind, so a writer held off by readers shows in the write latency.
///
/// Two invariants, checked once the workers stop. Writers exclude each other: the counter equals twice the
/// writes counted. Readers are excluded from writers: a read that finds the counter odd ran beside a write,
/// and the reader adds it to a tally of torn reads, which must stay at zero. The read path stays one load and
/// one branch; the tally, on a line of its own, is written only when a read is torn. A read lock that lets
/// readers in beside a writer is caught only when a read falls between a write's two increments, so the
/// more often reads and writes meet, the surer; at 100% reads there is no writer, nothing can overlap, and
/// the check cannot fail: that case measures readers alone.
@usableFromInline package struct ReadWriteMix<Access: LockAccess>: Workload {
    /// The lock: reads through its shared path (`SharedAccess`), or exclusively for a lock without one
    /// (`ExclusiveAccess`, the reference a read/write lock has to beat).
    @usableFromInline let lock: Access
    @usableFromInline let counter = SharedCounter()
    /// Reads that found the counter odd, added to atomically (readers may tear at once).
    @usableFromInline let tornReads = SharedCounter()
    /// Writes happen when the low 10 bits of a random value fall below this (out of 1024).
    @usableFromInline let writeThreshold: UInt64

    /// Makes the mix around `lock`.
    /// - Parameter readPercent: the share of operations that only read, 0...100.
    @usableFromInline package init(_ lock: Access, readPercent: Int) {
        self.lock = lock
        writeThreshold = WriteShare.threshold(readPercent: readPercent)
    }

    @inlinable
    package func run(batch count: Int, worker: inout WorkerState) {
        for _ in 0..<count {
            if worker.nextRandom() & 1023 < writeThreshold {
                lock.withLock {
                    beginWrite()
                    endWrite()
                }
                worker.secondaryOperations &+= 1
            } else {
                check(lock.withReadLock { counter.value })
            }
        }
    }

    @inlinable
    package func timedOperation(worker: inout WorkerState) -> TimedAcquire? {
        let asked = MonotonicClock.now()
        if worker.nextRandom() & 1023 < writeThreshold {
            let held = lock.withLock {
                let held = MonotonicClock.now()
                beginWrite()
                endWrite()
                return held
            }
            worker.secondaryOperations &+= 1
            return TimedAcquire(kind: .exclusive, nanoseconds: held &- asked)
        }
        let (held, value) = lock.withReadLock { (MonotonicClock.now(), counter.value) }
        check(value)
        return TimedAcquire(kind: .shared, nanoseconds: held &- asked)
    }

    /// A write's first half, under the exclusive lock: the counter becomes odd.
    @inlinable
    @inline(__always)
    func beginWrite() {
        counter.increment()
    }

    /// A write's second half, under the exclusive lock: the counter becomes even again.
    @inlinable
    @inline(__always)
    func endWrite() {
        counter.increment()
    }

    /// Adds a read to the torn reads when `value`, read under the shared lock, is odd: a write was half done.
    @inlinable
    @inline(__always)
    func check(_ value: Int) {
        if value & 1 != 0 { tornReads.atomicIncrement() }
    }

    @usableFromInline package var lockStateAddress: UnsafeRawPointer? { lock.lock.stateAddress }

    /// `.held` when the counter is twice the writes and no read was torn; otherwise a violation with the counter
    /// against twice the writes (so lost updates count increments, two to a write) and the torn reads.
    @usableFromInline package func verify(_ totals: OperationTotals) -> InvariantCheck {
        let expected = 2 * totals.secondaryOperations
        let (actual, torn) = (counter.value, tornReads.value)
        return actual == expected && torn == 0 ? .held : .violated(expected: expected, actual: actual, tornReads: torn)
    }
}
