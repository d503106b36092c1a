import SyncBench

/// The coordination workloads of the summary: one compact table.
extension Summary {
    /// Cost per operation, its sampled latency where it has one, and a source's coalescing.
    static func coordination(_ results: [CaseResult], terminal: Terminal) -> String {
        let rows = results.filter { $0.benchmark == .coordination }
        guard !rows.isEmpty else { return "" }
        var table = TextTable(
            header: ["primitive", "workload", "threads", "ns/op", "latency p50/p99/max ns", "handler runs", "events/run"],
            leftAligned: [0, 1]
        )
        for result in rows {
            table.rows.append([
                result.primitive, result.workload, "\(result.threads)\(result.oversubscribed ? "*" : "")",
                NumberText.figure(result.nanosecondsPerOperation) + marks(result, terminal: terminal) + failedMark(result, terminal: terminal),
                percentiles(result.latency),
                result.coalescing.map { String($0.handlerInvocations) } ?? "-",
                result.coalescing.map { NumberText.figure($0.eventsPerInvocation) } ?? "-",
            ])
        }
        return "\nCoordination (ns/op per pattern: a fan-out, a round trip, an enter/leave pair, an event added; "
            + "latency: to notify, to the end of the round trip, from event to handler)\n" + table.render()
    }
}
