import SyncBench

/// The summary's tables of priority inversion and thread explosion, the two hazards Apple's GCD guidance warns about.
extension Summary {
    /// The high-priority thread's wait per lock, or why the workload could not run; `setting` says in a few
    /// words how the roles got their priorities on this platform.
    static func inversion(_ results: [CaseResult], setting: String, terminal: Terminal) -> String {
        let rows = results.filter { $0.benchmark == .inversion }
        guard !rows.isEmpty else { return "" }
        var table = TextTable(header: ["lock", "rounds", "wait p50 us", "p99 us", "max us", "note"], leftAligned: [0, 5])
        for result in rows {
            let latency = result.latency
            let note: String = switch result.status {
            case .unavailable(let reason): "unavailable: \(reason)"
            case .ok: ""
            default: explain(result.status)
            }
            table.rows.append([
                result.primitive, String(result.samples.count),
                microseconds(latency?.p50) + marks(result, terminal: terminal), microseconds(latency?.p99), microseconds(latency?.max), note,
            ])
        }
        return "\nPriority inversion (\(setting): low holds \(PriorityInversionRunner.criticalSectionNanoseconds / 1_000) us, "
            + "medium spins \(PriorityInversionRunner.burstNanoseconds / 1_000_000) ms, high waits; inheritance bounds the "
            + "wait by the hold, without it the wait stretches to the burst)\n" + table.render()
    }

    /// Peak threads and time until all items ran, per submission pattern and item count.
    static func explosion(_ results: [CaseResult]) -> String {
        let rows = results.filter { $0.benchmark == .explosion }
        guard !rows.isEmpty else { return "" }
        let counts = Array(Set(rows.compactMap(\.parameters.items))).sorted()
        var table = TextTable(header: ["pattern"] + counts.flatMap { ["threads peak (before) @\($0)", "ms until all ran @\($0)"] })
        for pattern in orderedPrimitives(rows) {
            table.rows.append([pattern] + counts.flatMap { items -> [String] in
                guard let result = rows.first(where: { $0.primitive == pattern && $0.parameters.items == items }) else {
                    return ["", ""]
                }
                let growth = result.threadGrowth.map { "\($0.peak) (\($0.before))" } ?? "-"
                return [growth, result.nanosecondsPerOperation.map { NumberText.figure($0 / 1e6) } ?? explain(result.status)]
            })
        }
        return "\nThread explosion (items block \(ThreadExplosion.blockNanoseconds / 1_000_000) ms each; the process's "
            + "peak thread count, with the count before the first item in brackets, the watching thread included)\n"
            + table.render()
    }

    /// Nanoseconds shown in microseconds.
    static func microseconds(_ nanoseconds: Double?) -> String {
        NumberText.figure(nanoseconds.map { $0 / 1_000 })
    }
}
