import SyncBench

/// The summary's account of forks that disagree: a median over processes that hides two modes or one slow fork.
extension Summary {
    /// The cases whose fork medians range over more than their own windows explain, each with its fork medians.
    static func forks(_ results: [CaseResult]) -> String {
        let disagreeing = results.filter { $0.forkAgreement?.disagree == true }
        guard !disagreeing.isEmpty else { return "" }
        var table = TextTable(header: ["case", "fork medians ns", "forks apart", "a fork's own spread"], leftAligned: [0, 1])
        for result in disagreeing {
            guard let agreement = result.forkAgreement else { continue }
            table.rows.append([
                CaseKey(result).description,
                result.forkMedians.map(NumberText.figure).joined(separator: " "),
                NumberText.percent(agreement.betweenForks, places: 0),
                NumberText.percent(agreement.withinForks, places: 1),
            ])
        }
        return "\nFORKS DISAGREE (marked ! in the tables): \(disagreeing.count) case(s) whose processes settled in different states; "
            + "its median hides two modes or a slow fork, so read the fork medians\n" + table.render()
    }
}
