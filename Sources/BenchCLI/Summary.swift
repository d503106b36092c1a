import Foundation
import SyncBench

/// The readable summary printed at the end of a run.
enum Summary {
    /// The whole summary: the environment line, the uncontended table, the contended table and any failures.
    static func render(_ file: ResultsFile, environment: RunEnvironment) -> String {
        var text = "\nsyncbench on \(environment.platform), \(environment.cpuModel), "
            + "\(environment.effectiveCPUs) effective CPUs, Swift \(environment.swiftVersion), \(environment.buildConfiguration) build\n"
        if let slowdown = file.metadata("slowdown") {
            text += "DELIBERATELY SLOWED RUN (--slowdown \(slowdown)): every lock does extra work inside it; "
                + "for validating 'bench compare', not a real measurement\n"
        }
        text += uncontended(file.results)
        text += contended(file.results, effectiveCPUs: environment.effectiveCPUs)
        text += failures(file.results)
        return text
    }

    static func uncontended(_ results: [CaseResult]) -> String {
        let rows = results.filter { $0.benchmark == Benchmark.uncontended.rawValue }
        guard !rows.isEmpty else { return "" }
        var table = TextTable(header: ["primitive", "ns/op", "CI of median", "cv", "status"])
        for result in rows {
            let sample = result.sample
            let interval = MedianInterval(sample)
            table.rows.append([
                result.primitive,
                format(sample.median),
                interval.map { "[\(format($0.lower)), \(format($0.upper))] \(percent($0.confidence, places: 1))" } ?? "-",
                sample.coefficientOfVariation.map { percent($0, places: 1) } ?? "-",
                statusWord(result),
            ])
        }
        return "\nUncontended: ns per lock/unlock pair, median of \(rows[0].samples.count) windows\n" + table.render()
    }

    static func contended(_ results: [CaseResult], effectiveCPUs: Int) -> String {
        let rows = results.filter { $0.benchmark == Benchmark.contended.rawValue }
        guard !rows.isEmpty else { return "" }
        let threadCounts = Array(Set(rows.map(\.threads))).sorted()
        var primitives: [String] = []
        for result in rows where !primitives.contains(result.primitive) {
            primitives.append(result.primitive)
        }
        var table = TextTable(header: ["primitive"] + threadCounts.map { "\($0)\($0 > effectiveCPUs ? "*" : "")" })
        for primitive in primitives {
            table.rows.append([primitive] + threadCounts.map { threads in
                guard let result = rows.first(where: { $0.primitive == primitive && $0.threads == threads }) else { return "" }
                let value = result.operationsPerSecond.map { format($0 / 1e6) } ?? "-"
                return result.status.isFailure ? "\(value) FAILED" : value
            })
        }
        return "\nContended: throughput in Mops/s (median) by thread count; "
            + "* = more threads than the \(effectiveCPUs) effective CPUs (oversubscribed)\n" + table.render()
    }

    static func failures(_ results: [CaseResult]) -> String {
        let failed = results.filter(\.status.isFailure)
        guard !failed.isEmpty else { return "" }
        return "\nFAILED CASES (\(failed.count)):\n" + failed.map { "  \($0.benchmark) \($0.primitive) threads=\($0.threads): \(explain($0.status))\n" }.joined()
    }

    /// One line on what went wrong.
    static func explain(_ status: CaseResult.Status) -> String {
        switch status {
        case .ok: "ok"
        case .invariantViolated(let lost): "INVARIANT VIOLATED: the lock did not exclude, \(lost) updates lost"
        case .timedOut(let stuck): "TIMED OUT: worker(s) \(stuck.map(String.init).joined(separator: ", ")) never stopped"
        case .noProgress: "NO PROGRESS: no operation completed in any window"
        }
    }

    private static func statusWord(_ result: CaseResult) -> String {
        if result.status.isFailure { return result.status.csvValue }
        return result.lostUpdates > 0 ? "ok (lost \(result.lostUpdates) updates, expected)" : "ok"
    }

    /// Three significant figures, at least one decimal below 100.
    static func format(_ value: Double?) -> String {
        guard let value else { return "-" }
        let places = value >= 100 ? 0 : value >= 10 ? 1 : value >= 1 ? 2 : 3
        return fixed(value, places: places)
    }

    static func percent(_ fraction: Double, places: Int) -> String {
        fixed(fraction * 100, places: places) + "%"
    }

    /// `value` with exactly `places` decimals.
    static func fixed(_ value: Double, places: Int) -> String {
        String(format: "%.\(places)f", value)
    }
}
