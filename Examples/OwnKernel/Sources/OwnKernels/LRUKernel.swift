import SyncBench

/// The LRU kernel: every worker gets a random key of 256 from one shared 64-entry `LRUCache`, and puts it there
/// on a miss, all under the lock. A get moves its entry to the front of the list, so every operation writes.
///
/// The invariant: every operation was a hit or a miss, every miss a put (the workers count misses as their
/// second kind of operation), the puts less the evictions are the entries, and the list and the dictionary agree.
public final class LRUKernel: Kernel, @unchecked Sendable {
    public static let name = "lru"
    public static let summary = "OwnKernel example: a get from a 64-entry LRU cache of 256 keys, a put on a miss"

    private var cache = LRUCache(capacity: 64)
    private var hits = 0
    private var misses = 0
    private var evictions = 0

    public init() {}

    public func operation<Lock: KernelLocking>(_ lock: Lock, worker: inout WorkerState) {
        let key = Int(worker.nextRandom() >> 56)  // the top 8 bits: one of 256 keys
        let missed = lock.withLock {
            if cache.get(key) != nil {
                hits += 1
                return false
            }
            misses += 1
            if cache.put(key, key) { evictions += 1 }
            return true
        }
        if missed { worker.secondaryOperations += 1 }
    }

    /// Held when the counts add up and the cache is whole; otherwise the operations against the hits and misses,
    /// with a cache left broken (its list and dictionary apart, or its entries not the puts less the evictions)
    /// reported as one torn read.
    public func verify(_ totals: OperationTotals) -> InvariantCheck {
        let counted = hits + misses == totals.operations && misses == totals.secondaryOperations
        let whole = cache.isConsistent && cache.count == misses - evictions
        if counted && whole { return .held }
        return .violated(expected: totals.operations, actual: hits + misses, tornReads: whole ? 0 : 1)
    }
}
