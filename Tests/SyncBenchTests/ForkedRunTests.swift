import Foundation
@testable import SyncBench
import Testing

/// Whole runs in fake forks: whatever the forks do, the run ends with a results file whose `run_status` says
/// how it ended, and no fork left behind.
@Suite("A run in forks always ends with a true run_status", .serialized)
struct ForkedRunTests {
    let fake: FakeFork

    init() throws {
        fake = try FakeFork()
    }

    /// Runs two cases in two rounds, each in a fork `launcher` starts; the outcome and the file.
    func run(_ launcher: ForkLauncher) -> (SuiteRunner.Outcome, ResultsFile, [String]) {
        let cases = [SuiteRunnerTests.steady("pthread_mutex"), SuiteRunnerTests.steady("no_lock")].map {
            BenchmarkCase(benchmark: .uncontended, subject: $0, threads: 1)
        }
        let plan = RunPlan(threads: 1, warmupNanoseconds: 1_000, windowNanoseconds: 1_000, repetitions: 2, stopGraceNanoseconds: 1_000)
        let schedule = RunSchedule(cases: cases, plans: cases.map { _ in plan }, interleaving: Interleaving(rounds: 2))
        let runner = SuiteRunner(cases: cases, schedule: schedule, effectiveCPUs: 2, harness: nil, stop: StopSignal(), forks: launcher)
        var file = ResultsFile(metadata: [("run_status", "in_progress")], results: [])
        var failures: [String] = []
        let outcome = runner.run(into: &file) { event, _, _ in
            if case .failed(let reason) = event { failures.append(reason) }
        }
        #expect(fake.survivors().isEmpty, "a fork outlived the run")
        return (outcome, file, failures)
    }

    @Test("Forks that serve every step complete the run")
    func completes() throws {
        let (outcome, file, failures) = run(try fake.script())
        #expect(outcome == .completed && failures.isEmpty)
        #expect(file.metadata("run_status") == "complete")
        #expect(file.results.map(\.forks) == [2, 2])
    }

    @Test("A program that is not a fork ends the run at once, failed with the reason")
    func notAFork() throws {
        let (outcome, file, failures) = run(try fake.launcher("echo $$ >> \(fake.folder)/pids; echo 'usage: something else'"))
        let reason = "fork 1 of /bin/sh does not speak syncbench's fork protocol (not a bench executable?): its first line was 'usage: something else'"
        #expect(outcome == .failed(reason: reason) && failures == [reason])
        #expect(file.metadata("run_status") == "failed after 0 of 4 measurements in 2 forks: \(reason)")
        #expect(file.results.isEmpty)
    }

    @Test("A fork replaced by another build after the first round keeps the first round's figures and ends the run")
    func replacedMidRun() throws {
        let marker = fake.folder + "/first"
        let other = try FakeFork.hello(build: "fnv1a64:00000000000000bb")
        let launcher = try fake.script(before: "if [ -e \(marker) ]; then \(FakeFork.say(other)); exec sleep 60; fi; touch \(marker)")
        let (outcome, file, _) = run(launcher)
        guard case .failed(let reason) = outcome else {
            Issue.record("the run was not ended: \(outcome)")
            return
        }
        #expect(reason.hasSuffix("the executable changed during the run"))
        #expect(file.results.count == 2 && file.results.allSatisfy { $0.status == .ok })
        #expect(file.metadata("run_status")?.hasPrefix("failed after 2 of 4 measurements in 2 forks: fork 2 of /bin/sh runs another build") == true)
    }
}
