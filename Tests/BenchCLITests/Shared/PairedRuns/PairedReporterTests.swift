@testable import BenchCLI
import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Synchronization
import TestSupport
import Testing

@Suite("A paired run writes its files after its first round, then at most once a second, and always at its end")
struct PairedReporterTests {
    /// The `run_status` the results file of `folder` holds now.
    static func status(in folder: String) throws -> String {
        let text = try String(contentsOfFile: folder + "/" + PairedOutput.names.results, encoding: .utf8)
        let line = text.split(separator: "\n").first { $0.hasPrefix("# run_status: ") }
        return String(line?.dropFirst("# run_status: ".count) ?? "")
    }

    @Test("Rounds within a second of the last write leave the files as they were; the end writes them whatever the clock")
    func throttledWrites() throws {
        let scratch = try TemporaryFolder("paired-reporter")
        let clock = Mutex<UInt64>(0)
        let reporter = PairedReporter(
            display: ProgressDisplay.make(.none, console: Console(out: { _ in }, err: { _ in })),
            output: PairedOutput(folder: scratch.path, kind: .versus), budgetNanoseconds: 30_000_000_000, metadata: ([], []),
            now: { clock.withLock { $0 } }
        )
        let benchmarkCase = BenchmarkCase(benchmark: .uncontended, subject: .lock(PthreadMutex.self), threads: 1)
        let plan = RunPlan(threads: 1, warmupNanoseconds: 1_000, windowNanoseconds: 1_000, repetitions: 1)
        let state = PairedRunState(cases: [benchmarkCase], plans: [plan], effectiveCPUs: 2)
        let second = PairedReporter.writeIntervalNanoseconds

        try reporter.observe(.roundEnded(number: 1), state)
        #expect(try Self.status(in: scratch.path).hasPrefix("in_progress (pair round 1,"))
        clock.withLock { $0 = second - 1 }
        try reporter.observe(.roundEnded(number: 2), state)
        #expect(try Self.status(in: scratch.path).hasPrefix("in_progress (pair round 1,"), "within a second: not rewritten")
        clock.withLock { $0 = second }
        try reporter.observe(.roundEnded(number: 3), state)
        #expect(try Self.status(in: scratch.path).hasPrefix("in_progress (pair round 3,"))
        clock.withLock { $0 = second + 1 }
        try reporter.observe(.roundEnded(number: 4), state)
        #expect(try Self.status(in: scratch.path).hasPrefix("in_progress (pair round 3,"))
        _ = try reporter.finish(.stopped(signal: SIGINT), state)
        #expect(try Self.status(in: scratch.path).hasPrefix("interrupted ("), "the end writes at once")
    }
}
