/// The cache kernel: every worker reads and writes a shared `CacheTable` of 4,096 keys under the lock, at the
/// read share the case sets, each operation on a key drawn at random. Reads go through the lock's shared path
/// where it has one (`SharedAccess`: a `pthread_rwlock` read lock, a concurrent queue's plain `sync`), through
/// its exclusive path otherwise (`ExclusiveAccess`).
///
/// What it adds to the counter loop: a critical section of real work (hashing a key, probing, copying an entry)
/// whose length the lock does not choose, and readers that may overlap. Writes are counted as the second kind
/// of operation, and sampled waits are kept by kind, as in the read/write mix. The invariant: `CacheTable`'s.
@usableFromInline package struct CacheKernel<Access: LockAccess>: Workload {
    @usableFromInline let access: Access
    @usableFromInline let table = CacheTable()
    /// Writes happen when the low 10 bits of a random value fall below this (out of 1024).
    @usableFromInline let writeThreshold: UInt64

    /// Makes the kernel around `access`.
    /// - Parameter readPercent: the share of operations that only read, 0...100.
    @usableFromInline package init(_ access: Access, readPercent: Int) {
        self.access = access
        writeThreshold = WriteShare.threshold(readPercent: readPercent)
    }

    @inlinable
    package func run(batch count: Int, worker: inout WorkerState) {
        for _ in 0..<count {
            CacheKernelOperation.run(table, access, writeThreshold: writeThreshold, worker: &worker)
        }
    }

    @inlinable
    package func timedOperation(worker: inout WorkerState) -> TimedAcquire? {
        CacheKernelOperation.timed(table, access, writeThreshold: writeThreshold, worker: &worker)
    }

    @usableFromInline package var lockStateAddress: UnsafeRawPointer? { access.lock.stateAddress }

    @usableFromInline package func verify(_ totals: OperationTotals) -> InvariantCheck {
        table.verify(writes: totals.secondaryOperations)
    }
}

/// One operation of the cache kernel, shared by its threads (`CacheKernel`) and its tasks (`TaskCacheKernel`).
@usableFromInline package enum CacheKernelOperation {
    /// One read or write of a random key of `table` under `access`; a write counted in `worker.secondaryOperations`.
    @inlinable
    @inline(__always)
    package static func run<Access: KernelLocking>(_ table: CacheTable, _ access: Access, writeThreshold: UInt64, worker: inout WorkerState) {
        let random = worker.nextRandom()
        let key = CacheTable.key(random)
        if random & 1023 < writeThreshold {
            access.withLock {
                table.beginWrite(key)
                table.endWrite(key)
            }
            worker.secondaryOperations &+= 1
        } else {
            table.check(access.withReadLock { table.read(key) }, key: key)
        }
    }

    /// `run`, with the wait to get in timed, recorded as exclusive for a write and shared for a read.
    @inlinable
    package static func timed<Access: KernelLocking>(_ table: CacheTable, _ access: Access, writeThreshold: UInt64, worker: inout WorkerState) -> TimedAcquire {
        let random = worker.nextRandom()
        let key = CacheTable.key(random)
        let asked = MonotonicClock.now()
        if random & 1023 < writeThreshold {
            let held = access.withLock {
                let held = MonotonicClock.now()
                table.beginWrite(key)
                table.endWrite(key)
                return held
            }
            worker.secondaryOperations &+= 1
            return TimedAcquire(kind: .exclusive, nanoseconds: held &- asked)
        }
        let (held, entry) = access.withReadLock { (MonotonicClock.now(), table.read(key)) }
        table.check(entry, key: key)
        return TimedAcquire(kind: .shared, nanoseconds: held &- asked)
    }
}
