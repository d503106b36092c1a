/// The cache kernel's dictionary owned by an actor: isolation instead of a lock. Every read and write is a call
/// onto the actor's executor and back.
@usableFromInline package actor CacheActor {
    private let table = CacheTable()

    /// An actor with every key at version 0.
    package init() {}

    /// The entry at `key`, whole or not.
    @usableFromInline package func read(_ key: Int) -> CacheEntry? {
        table.read(key)
    }

    /// A write of `key`, both halves.
    @usableFromInline package func write(_ key: Int) {
        table.beginWrite(key)
        table.endWrite(key)
    }

    /// The entry at `key`, and the clock when the actor started running the call.
    @usableFromInline package func timedRead(_ key: Int) -> (held: UInt64, entry: CacheEntry?) {
        (MonotonicClock.now(), table.read(key))
    }

    /// A write of `key`, and the clock when the actor started running the call.
    @usableFromInline package func timedWrite(_ key: Int) -> UInt64 {
        let held = MonotonicClock.now()
        write(key)
        return held
    }

    /// Tallies a read that found an entry missing or torn (none can: the actor runs one call at a time).
    @usableFromInline package func tallyTornRead() {
        table.tornReads.atomicIncrement()
    }

    /// `CacheTable.verify(writes:)`.
    package func verify(writes: Int) -> InvariantCheck {
        table.verify(writes: writes)
    }
}

/// The tasks kernel with an actor that owns the dictionary (`CacheActor`): the read share and the keys of the
/// cache kernel, each read and write an `await` onto the actor. The sampled wait is from the call to the moment
/// the actor runs it, by kind.
@usableFromInline package struct ActorCacheKernel: AsyncWorkload {
    /// The name in `bench list` and the CSV: the actor, as in the counter loop.
    package static let name = ActorIncrement.name
    /// What it measures.
    package static let summary = "an actor that owns the cache kernel's dictionary, each read and write awaited from N tasks"

    @usableFromInline let cache = CacheActor()
    @usableFromInline let writeThreshold: UInt64

    /// Makes the kernel, reading at `readPercent` (0...100).
    package init(readPercent: Int) {
        writeThreshold = WriteShare.threshold(readPercent: readPercent)
    }

    /// Unused: the runner calls `operation(worker:)`.
    @usableFromInline package func operation() async {}

    /// Unused: see `operation()`.
    @usableFromInline package func timedOperation() async -> TimedAcquire? { nil }

    @inlinable
    package func operation(worker: inout WorkerState) async {
        let random = worker.nextRandom()
        let key = CacheTable.key(random)
        if random & 1023 < writeThreshold {
            await cache.write(key)
            worker.secondaryOperations &+= 1
        } else if await cache.read(key)?.isWhole(key: key) != true {
            await cache.tallyTornRead()
        }
    }

    @inlinable
    package func timedOperation(worker: inout WorkerState) async -> TimedAcquire? {
        let random = worker.nextRandom()
        let key = CacheTable.key(random)
        let asked = MonotonicClock.now()
        if random & 1023 < writeThreshold {
            let held = await cache.timedWrite(key)
            worker.secondaryOperations &+= 1
            return TimedAcquire(kind: .exclusive, nanoseconds: held &- asked)
        }
        let (held, entry) = await cache.timedRead(key)
        if entry?.isWhole(key: key) != true { await cache.tallyTornRead() }
        return TimedAcquire(kind: .shared, nanoseconds: held &- asked)
    }

    @usableFromInline package func verify(_ totals: OperationTotals) async -> InvariantCheck {
        await cache.verify(writes: totals.secondaryOperations)
    }
}
