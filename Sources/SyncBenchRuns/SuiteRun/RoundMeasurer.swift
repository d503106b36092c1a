import SyncBenchCore
import SyncBenchResults

/// What happened to one step of a round, in the order it happened; steps are numbered by their place in the round.
enum RoundEvent {
    /// Step `index` is being measured.
    case starting(index: Int)
    /// Step `index` was measured: the round as its process reported it, unchanged.
    case measured(index: Int, MeasuredRound)
    /// Step `index` was lost with the process measuring it, for `reason`.
    case lost(index: Int, reason: String)
    /// No later step can be measured, for `reason`: every fork would fail the same way.
    case failed(reason: String)
}

/// Measures the steps of one round in order, telling what happened to each.
protocol RoundMeasurer {
    /// The next event, or nil when the round is done or the run was stopped.
    mutating func next() -> RoundEvent?
    /// Ends the round at once, leaving no process of its own behind: called on every way out of a round.
    mutating func cancel()
}
