/// A fork supervisor that reaches up into the runs that use it.
final class ForkSlot {
    var round: ForkedRound?
    var pairs: PairedRounds?
}
