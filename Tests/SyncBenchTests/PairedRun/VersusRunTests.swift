import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import TestSupport
import Testing

/// `bench versus`'s paired run: two primitives of one build, both halves of a pair in one fork, each case stopped
/// once its ratio is known within the precision asked.
@Suite("Two primitives of one build share one fork a round and stop at the precision asked", .serialized)
struct VersusRunTests {
    let fake: FakeFork

    init() throws {
        fake = try FakeFork()
    }

    static let seconds = [BenchmarkCase(benchmark: .uncontended, subject: SuiteRunnerTests.steady("second"), threads: 1)]
    static let firsts = [BenchmarkCase(benchmark: .uncontended, subject: SuiteRunnerTests.steady("first"), threads: 1)]

    /// A fork that answers a step for `first` with 90 operations in its window and any other with 100, and
    /// counts its starts in `starts`.
    func fork(starts: String) throws -> ForkLauncher {
        let answer = { (operations: Int) throws -> String in
            try FakeFork.answerStep(FakeFork.measurement(operations: operations))
        }
        return try fake.launcher("""
            \(RecordedProcesses(in: fake.folder).recordingLine)
            echo started >> \(starts)
            \(FakeFork.say(try FakeFork.hello()))
            read session || exit 0
            i=0
            while read step; do
            case "$step" in *" first "*) \(try answer(90)) ;; *) \(try answer(100)) ;; esac
            i=$((i+1))
            done
            """)
    }

    @Test("Each round starts one fork, which measures both primitives; the ratio is first over second, settled at the first look")
    func sharedForks() throws {
        let starts = fake.folder + "/starts"
        let launcher = try fork(starts: starts)
        let policy = PairedPolicy.estimate(precision: 0.02, confidence: 0.95)
        let runner = PairedRunner(
            .versus(first: Self.firsts, forks: launcher), cases: Self.seconds, plans: [FakeFork.plan], policy: policy, budgetNanoseconds: .max,
            effectiveCPUs: 2, seed: 3, stop: StopSignal(), deadlines: ForkDeadlines(slackNanoseconds: FakeFork.deadlineNanoseconds, helloNanoseconds: FakeFork.deadlineNanoseconds)
        )
        let (outcome, state) = runner.run { _, _ in }
        #expect(outcome == .completed)
        #expect(fake.survivors().isEmpty, "a fork outlived the run")
        let record = state.cases[0]
        #expect(record.track.pairs.count == 20 && record.track.lastLook?.state == .settled)
        #expect(Set(record.track.pairs.map(\.currentFirst)).count == 2)
        let forks = try String(contentsOfFile: starts, encoding: .utf8).split(separator: "\n").count
        #expect(forks == state.rounds && state.rounds == 20, "one fork a pair round, not one a side")
        let estimate = try #require(PairedEstimate(record))
        #expect(abs(estimate.ratio - 100.0 / 90.0) < 1e-9 && estimate.lower == estimate.ratio && estimate.upper == estimate.ratio)
        #expect((estimate.first, estimate.second, estimate.pairs, estimate.settled) == ("first", "second", 20, true))
        #expect(state.results(on: .current).map(\.primitive) == ["first"] && state.results(on: .baseline).map(\.primitive) == ["second"])
        #expect(record.label == "uncontended first vs second increment threads=1")
        #expect(state.pairsText.split(separator: "\n")[1].hasPrefix("uncontended,first vs second,increment,1,1,"))
    }
}
