import Foundation
import SyncBench
import Testing

/// Fixed rows for the export tests: every kind of case an export meets. Nothing here is measured.
enum ExportFixture {
    /// Five windows in three rounds: median 13, mean 13, min 12, max 14.
    static let mutex = CaseResult(
        benchmark: .uncontended, primitive: "pthread_mutex", workload: "increment", threads: 1, oversubscribed: false,
        windowSeconds: 0.2, totalOperations: 76_000_000, samples: [13, 12, 14, 12.5, 13.5], samplesPerRound: [2, 2, 1],
        lostUpdates: 0, batchSize: 64, status: .ok,
        cost: ResourceCost(
            cpuNanosecondsPerOperation: 13, voluntarySwitchesPerOperation: 0, involuntarySwitchesPerOperation: 0,
            foreignCPUPercent: 1, isNoisy: false
        )
    )
    /// A single window, measured in one round, with a workload label that holds spaces and `=`.
    static let lone = CaseResult(
        benchmark: .contended, primitive: "NSLock", workload: "increment cs=50ns think=0ns", threads: 2, oversubscribed: false,
        windowSeconds: 0.015, totalOperations: 375_000, samples: [40], lostUpdates: 0, batchSize: 64, status: .ok
    )
    /// A lock that did not exclude: left out of every export.
    static let broken = CaseResult(
        benchmark: .contended, primitive: "broken_lock", workload: "increment", threads: 2, oversubscribed: false,
        windowSeconds: 0.2, totalOperations: 1_000, samples: [10, 11], lostUpdates: 3, batchSize: 64,
        status: .invariantViolated(lost: 3)
    )
    /// A benchmark whose windows are waits, not times per operation.
    static let inversion = CaseResult(
        benchmark: .inversion, primitive: "pthread_mutex_pi", workload: "hold=50us burst=20ms", threads: 3,
        oversubscribed: true, windowSeconds: 0.2, totalOperations: 3, samples: [56_000, 57_000, 58_000], lostUpdates: 0,
        batchSize: 1, status: .ok
    )

    static let file = ResultsFile(
        metadata: [("host", "ci-runner"), ("date", "2026-01-02T03:04:05Z"), ("effective_cpus", "2"), ("build", "release")],
        results: [mutex, lone, broken, inversion]
    )

    /// The names the exports must use, in the file's order, the broken lock left out.
    static let names = [
        "uncontended/pthread_mutex/increment/1",
        "contended/NSLock/increment cs=50ns think=0ns/2",
        "inversion/pthread_mutex_pi/hold=50us burst=20ms/3",
    ]

    /// `text` parsed as JSON, refusing NaN and infinities as a strict parser does.
    static func parse(_ text: String) throws -> Any {
        let nonFinite = try Regex(#"[:\[,]\s*-?(NaN|nan|Infinity|inf)\b"#)
        #expect(text.firstMatch(of: nonFinite) == nil, "a number that is not finite in: \(text)")
        return try JSONSerialization.jsonObject(with: Data(text.utf8))
    }
}
