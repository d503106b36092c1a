extension KernelKind {
    /// One line on what it measures, for `bench list` and the docs.
    package var summary: String {
        switch self {
        case .cache:
            "\(CacheTable.keyCount)-key [Int: entry] dictionary, keys at random; reads (shared where the lock has a shared "
                + "mode) and writes (exclusive) at the read share; no write lost, no read torn"
        case .queue:
            "bounded ring of \(QueueRing.capacity) slots: even workers produce, odd ones consume (one worker does both), "
                + "waiting the lock's way; every item consumed once; latency = push to pop"
        case .striped:
            "counters over S locks, each operation on one at random; padded (a counter per 128-byte line) or packed "
                + "(eight to a 64-byte line); no increment lost"
        case .tasks:
            "the cache kernel from N tasks on the cooperative pool (workers are tasks, not threads), for each lock and "
                + "for an actor that owns the dictionary"
        }
    }
}
