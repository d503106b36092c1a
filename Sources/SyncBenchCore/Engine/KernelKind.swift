/// The kernels built into syncbench: a lock measured inside work of the kind code guards with one, rather than
/// around one counter (docs/kernels.md). What each does is in `Workloads/Kernels/`; which benchmark measures it,
/// in `Cases`.
@usableFromInline package enum KernelKind: String, Sendable, CaseIterable, Codable {
    /// A dictionary read and written under the lock, the reads through its shared path where it has one.
    case cache
    /// A bounded ring between producers and consumers, who wait the lock's own way when it is full or empty.
    case queue
    /// Counters spread over several locks, each operation on one chosen at random: contention set by the number
    /// of locks rather than of threads.
    case striped
    /// The cache kernel driven from Swift tasks on the cooperative pool, for each lock and for an actor.
    case tasks

    /// The read shares of the cache kernel measured unless told otherwise, in percent.
    package static let standardReadPercents = [95, 50]
    /// The read shares of the tasks kernel measured unless told otherwise, in percent: its headline only.
    package static let standardTaskReadPercents = [95]
    /// The striped kernel's shapes unless told otherwise: 8 stripes padded (the headline), 64 padded, 8 packed.
    package static let standardStripes: [(stripes: Int, packed: Bool)] = [(8, false), (64, false), (8, true)]
    /// The stripe counts `--full` measures, padded at each and packed at each above one.
    package static let fullStripes = [1, 8, 64]
    /// The stripe counts a run may ask for.
    package static let stripeRange = 1...4096
    /// The read shares a run may ask for, in percent.
    package static let readPercentRange = 0...100
}
