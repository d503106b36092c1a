/// The kernels built into syncbench: a lock measured inside work of the kind code guards with one, rather than
/// around one counter (docs/kernels.md).
public enum KernelKind: String, Sendable, CaseIterable, Codable {
    /// A dictionary read and written under the lock, the reads through its shared path where it has one.
    case cache
    /// A bounded ring between producers and consumers, who wait the lock's own way when it is full or empty.
    case queue
    /// Counters spread over several locks, each operation on one chosen at random: contention set by the number
    /// of locks rather than of threads.
    case striped
    /// The cache kernel driven from Swift tasks on the cooperative pool, for each lock and for an actor.
    case tasks

    /// The benchmark that measures it.
    public var benchmark: Benchmark {
        switch self {
        case .cache: .cache
        case .queue: .queue
        case .striped: .striped
        case .tasks: .tasks
        }
    }

    /// One line on what it measures, for `bench list` and the docs.
    public var summary: String {
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

    /// The read shares of the cache kernel measured unless told otherwise, in percent.
    public static let standardReadPercents = [95, 50]
    /// The read shares of the tasks kernel measured unless told otherwise, in percent: its headline only.
    public static let standardTaskReadPercents = [95]
    /// The striped kernel's shapes unless told otherwise: 8 stripes padded (the headline), 64 padded, 8 packed.
    public static let standardStripes: [(stripes: Int, packed: Bool)] = [(8, false), (64, false), (8, true)]
    /// The stripe counts `--full` measures, padded at each and packed at each above one.
    public static let fullStripes = [1, 8, 64]
    /// The stripe counts a run may ask for.
    public static let stripeRange = 1...4096
    /// The read shares a run may ask for, in percent.
    public static let readPercentRange = 0...100
}
