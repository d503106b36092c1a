/// Readers and writers in one run: every worker reads the shared counter under the shared lock,
/// or, with the probability the mix sets, increments it under the exclusive lock.
///
/// Writes are counted as the second kind of operation, so reads and writes get their own throughput;
/// sampled waits are recorded by kind, so a writer held off by readers shows in the write latency.
/// The invariant: the counter equals the writes counted.
public struct ReadWriteMix<Lock: ReadWriteLockPrimitive>: Workload {
    @usableFromInline let lock: Lock
    @usableFromInline let counter = SharedCounter()
    /// Writes happen when the low 10 bits of a random value fall below this (out of 1024).
    @usableFromInline let writeThreshold: UInt64

    /// Makes the mix.
    /// - Parameter readPercent: the share of operations that only read, 0...100.
    public init(_ lock: Lock = Lock(), readPercent: Int) {
        self.lock = lock
        writeThreshold = UInt64(((100 - min(max(readPercent, 0), 100)) * 1024 + 50) / 100)
    }

    @inlinable
    public func run(batch count: Int, worker: inout WorkerState) {
        var seen = 0
        for _ in 0..<count {
            if worker.nextRandom() & 1023 < writeThreshold {
                lock.withLock { counter.increment() }
                worker.secondaryOperations &+= 1
            } else {
                seen &+= lock.withReadLock { counter.value }
            }
        }
        blackHole(seen)
    }

    @inlinable
    public func timedOperation(worker: inout WorkerState) -> TimedAcquire? {
        let asked = MonotonicClock.now()
        if worker.nextRandom() & 1023 < writeThreshold {
            let held = lock.withLock {
                let held = MonotonicClock.now()
                counter.increment()
                return held
            }
            worker.secondaryOperations &+= 1
            return TimedAcquire(kind: .exclusive, nanoseconds: held &- asked)
        }
        let held = lock.withReadLock {
            let held = MonotonicClock.now()
            blackHole(counter.value)
            return held
        }
        return TimedAcquire(kind: .shared, nanoseconds: held &- asked)
    }

    public var lockStateAddress: UnsafeRawPointer? { lock.stateAddress }

    public func verify(_ totals: OperationTotals) -> InvariantCheck {
        counter.verify(expected: totals.secondaryOperations)
    }
}
