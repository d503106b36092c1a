import SyncBenchCore

extension PairedEstimate {
    /// What the pairs say, as a finding or a row of the decision table quotes it after "in pairs":
    /// `(40, both in one process each): Mutex costs 5.2% less than ...`; it says so when the interval is wider than
    /// asked, and when the pairs found `leader`, the better of the two by their medians, the dearer.
    func clause(leader: String) -> String {
        let within = settled ? "" : "; wider than asked: the time ran out"
        let leaderDearer = first == leader ? lower > 1 : upper < 1
        let reversed = leaderDearer ? "; the pairs reverse the ranking" : ""
        return "(\(pairs), both in one process each): \(sentence)\(within)\(reversed)"
    }
}
