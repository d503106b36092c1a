/// A round measured in forks: the suite run's, which uses the forks, not the other way round.
struct ForkedRound {
    let slot: ForkSlot
}
