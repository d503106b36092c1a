import SyncBenchCore
import SyncBenchResults

/// Forks that were killed without waiting for their end, which the next step of any slot sharing them waits
/// for before it is asked: so a fork's end can overlap the start of the next fork, which measures nothing, and
/// never a measurement. A pair round of `bench ab` and `bench versus` ends with its forks sent away so; waiting
/// there for each to be gone took about 1.5 ms of a 47 ms round.
final class ForkDepartures {
    private var leaving: [ForkConnection] = []

    /// Makes an empty list.
    init() {}

    /// Whether no fork is still to be waited for.
    var isEmpty: Bool { leaving.isEmpty }

    /// Adds `fork`, already sent SIGKILL (`ForkConnection.close(waiting: false)`).
    func add(_ fork: ForkConnection) {
        leaving.append(fork)
    }

    /// Waits for every fork on the list to be gone, and empties it.
    func awaitAll() {
        leaving.forEach { $0.awaitGone() }
        leaving = []
    }
}
