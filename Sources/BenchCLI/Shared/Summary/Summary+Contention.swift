import SyncBench

/// The contention analysis of the summary: fairness, acquire latency, the sweeps, the read/write mix, the handoff.
extension Summary {
    /// Throughput, Jain's index and acquire-latency percentiles at the sweep thread counts, plain increment.
    static func fairness(_ results: [CaseResult], effectiveCPUs: Int, terminal: Terminal) -> String {
        let rows = plainContended(results).filter { $0.fairness != nil }
        let threadCounts = sweepThreadCounts(rows, effectiveCPUs: effectiveCPUs)
        guard !threadCounts.isEmpty else { return "" }
        var table = TextTable(header: ["primitive"] + threadCounts.flatMap { threads in
            let t = "@\(threads)\(threads > effectiveCPUs ? "*" : "")"
            return ["Mops/s \(t)", "Jain \(t)", "starved \(t)", "wait p50/p99/max ns \(t)"]
        })
        for primitive in orderedPrimitives(rows) {
            table.rows.append([primitive] + threadCounts.flatMap { threads -> [String] in
                guard let result = rows.first(where: { $0.primitive == primitive && $0.threads == threads }) else {
                    return ["", "", "", ""]
                }
                return [
                    megaOps(result, terminal: terminal), result.fairness.map { NumberText.fixed($0.jainIndex, places: 3) } ?? "-",
                    result.fairness.map { String($0.starvedWorkers) } ?? "-", percentiles(result.latency),
                ]
            })
        }
        return "\nFairness (Jain's index: 1 = every thread got the same share; starved = threads under 10% of "
            + "their share) and sampled acquire wait\n" + table.render()
    }

    /// Throughput and fairness for each critical-section and think-time pair, per primitive and thread count.
    static func sweep(_ results: [CaseResult], effectiveCPUs: Int, terminal: Terminal) -> String {
        let rows = results.filter { $0.benchmark == .contended }
        var pairs: [WorkloadParameters] = []
        for result in rows where !pairs.contains(result.parameters) {
            pairs.append(result.parameters)
        }
        pairs.sort { ($0.criticalNanoseconds, $0.thinkNanoseconds) < ($1.criticalNanoseconds, $1.thinkNanoseconds) }
        guard pairs.count > 1 else { return "" }
        let swept = rows.filter { $0.parameters != WorkloadParameters() }
        let threadCounts = Array(Set(swept.map(\.threads))).sorted()
        var text = "\nCritical section (cs) and think time: Mops/s and Jain's index\n"
        for threads in threadCounts {
            var table = TextTable(header: ["threads=\(threads)\(threads > effectiveCPUs ? "*" : "")"] + pairs.map {
                "cs=\(Int($0.criticalNanoseconds)) think=\(Int($0.thinkNanoseconds))"
            })
            for primitive in orderedPrimitives(swept) {
                table.rows.append([primitive] + pairs.map { parameters in
                    guard let result = rows.first(where: {
                        $0.primitive == primitive && $0.threads == threads && $0.parameters == parameters
                    }) else { return "" }
                    return megaOps(result, terminal: terminal) + (result.fairness.map { " J\(NumberText.fixed($0.jainIndex, places: 2))" } ?? "")
                })
            }
            text += table.render()
        }
        return text
    }

    /// Reads and writes per second for each read/write lock at each mix.
    static func readWriteMix(_ results: [CaseResult], terminal: Terminal) -> String {
        let rows = results.filter { $0.benchmark == .rwmix && $0.readWrite != nil }
        guard !rows.isEmpty else { return "" }
        var table = TextTable(header: ["primitive", "reads %", "threads", "reads Mops/s", "writes Mops/s",
                                       "read wait p99 ns", "write wait p99 ns", "writers"])
        for result in rows.sorted(by: { ($0.readWrite!.readPercent, $0.threads) > ($1.readWrite!.readPercent, $1.threads) }) {
            let figures = result.readWrite!
            table.rows.append([
                result.primitive, String(figures.readPercent), "\(result.threads)\(result.oversubscribed ? "*" : "")",
                NumberText.figure(figures.readerOperationsPerSecond / 1e6) + marks(result, terminal: terminal),
                NumberText.figure(figures.writerOperationsPerSecond / 1e6),
                result.readLatency.map { NumberText.figure($0.p99) } ?? "-", result.latency.map { NumberText.figure($0.p99) } ?? "-",
                figures.writersStarved ? "STARVED" : "get in",
            ])
        }
        return "\nRead/write mix (writers STARVED when their p99 wait is over \(Int(ReadWriteFigures.starvationRatio))x "
            + "the readers' and over \(Int(ReadWriteFigures.starvationFloorNanoseconds / 1_000)) us)\n" + table.render()
    }

    /// Wake-up latency of each signalling channel.
    static func handoff(_ results: [CaseResult], terminal: Terminal) -> String {
        let rows = results.filter { $0.benchmark == .handoff }
        guard !rows.isEmpty else { return "" }
        var table = TextTable(header: ["channel", "round trips/s", "wake-up p50 ns", "p90", "p99", "p99.9", "max"])
        for result in rows {
            let latency = result.latency
            table.rows.append([
                result.primitive, (result.operationsPerSecond.map { NumberText.figure($0) } ?? "-") + marks(result, terminal: terminal),
                NumberText.figure(latency?.p50), NumberText.figure(latency?.p90), NumberText.figure(latency?.p99), NumberText.figure(latency?.p999), NumberText.figure(latency?.max),
            ])
        }
        return "\nHandoff: one thread wakes another, which wakes it back (wake-up = half a round trip)\n" + table.render()
    }

    /// Contended rows of the plain increment, with no work inside or outside the lock.
    static func plainContended(_ results: [CaseResult]) -> [CaseResult] {
        results.filter { $0.benchmark == .contended && $0.parameters == WorkloadParameters() }
    }

    /// The largest thread count within the effective CPUs and the largest of all.
    static func sweepThreadCounts(_ rows: [CaseResult], effectiveCPUs: Int) -> [Int] {
        let counts = Array(Set(rows.map(\.threads))).sorted()
        return Array(Set([counts.last { $0 <= effectiveCPUs }, counts.last].compactMap { $0 })).sorted()
    }

    static func megaOps(_ result: CaseResult, terminal: Terminal) -> String {
        (result.operationsPerSecond.map { NumberText.figure($0 / 1e6) } ?? "-") + marks(result, terminal: terminal) + failedMark(result, terminal: terminal)
    }

    static func percentiles(_ latency: LatencySummary?) -> String {
        guard let latency else { return "-" }
        return "\(NumberText.figure(latency.p50))/\(NumberText.figure(latency.p99))/\(NumberText.figure(latency.max))"
    }
}
