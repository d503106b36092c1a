import SyncBench

/// The summary's account of forks that disagree: a median over processes that hides two modes or one slow fork.
extension Summary {
    /// The cases whose fork medians range over more than their own windows explain, each with its two modes when
    /// the forks fall into a fast and a slow group (`ForkModes`), where the slow forks ran, and its fork medians.
    static func forks(_ results: [CaseResult]) -> String {
        let disagreeing = results.filter { $0.forkAgreement?.disagree == true || $0.forkModes != nil }
        guard !disagreeing.isEmpty else { return "" }
        var table = TextTable(
            header: ["case", "two modes (ns x forks)", "slow forks", "fork medians ns", "forks apart", "a fork's own spread"], leftAligned: [0, 1, 2, 3]
        )
        for result in disagreeing {
            let agreement = result.forkAgreement
            table.rows.append([
                CaseKey(result).description,
                result.forkModes.map(modesText) ?? "-",
                result.forkModes.map { slowForksText($0, result) } ?? "-",
                result.forkMedians.map(NumberText.figure).joined(separator: " "),
                agreement.map { NumberText.percent($0.betweenForks, places: 0) } ?? "-",
                agreement.map { NumberText.percent($0.withinForks, places: 1) } ?? "-",
            ])
        }
        let moded = disagreeing.filter { $0.forkModes != nil }.count
        return "\nFORKS DISAGREE (marked ! in the tables): \(disagreeing.count) case(s) whose processes settled in different states, "
            + "\(moded) of them in two modes; a median hides them, so read the modes and the fork medians "
            + "(where each fork's lock and stack landed: the forks file, docs/layout.md)\n" + table.render()
    }

    /// `7.49 x8, 11.4 x2`: each level with its forks, fast first.
    static func modesText(_ modes: ForkModes) -> String {
        "\(NumberText.figure(modes.fast.median)) x\(modes.fast.forks), \(NumberText.figure(modes.slow.median)) x\(modes.slow.forks)"
    }

    /// Where the slow forks ran, where that is known: all of them during the host's slow episodes (a cause), none
    /// of them (not the host's episodes), or some; `-` when the run's episodes are not known (a file read back).
    private static func slowForksText(_ modes: ForkModes, _ result: CaseResult) -> String {
        let medians = result.rounds.map(\.median)
        let probes = result.hostProbeIndexByRound
        guard result.forksInHostEpisodes.count == result.hostProbes.count, probes.contains(where: { $0 != nil }) else { return "-" }
        let slow = medians.indices.filter { (medians[$0] ?? 0) >= modes.slowFrom }
        let inEpisodes = slow.filter { probes[$0].map { result.forksInHostEpisodes[$0] } ?? false }.count
        if inEpisodes == slow.count { return "all in host episodes" }
        return inEpisodes == 0 ? "none in host episodes" : "\(inEpisodes) of \(slow.count) in host episodes"
    }
}
