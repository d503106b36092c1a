import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import TestSupport
import Testing

/// Whole runs in fake forks: whatever the forks do, the run ends with a results file whose `run_status` says
/// how it ended, and no fork left behind.
@Suite("A run in forks always ends with a true run_status", .serialized)
struct ForkedRunTests {
    let fake: FakeFork

    init() throws {
        fake = try FakeFork()
    }

    /// Runs two cases in two rounds, each in a fork `launcher` starts, which has `hello` nanoseconds to say who
    /// it is (by default only a bound on a hang, as for its steps); the outcome and the file.
    func run(_ launcher: ForkLauncher, hello: UInt64 = FakeFork.deadlineNanoseconds) -> (SuiteRunner.Outcome, ResultsFile, [String]) {
        let cases = [SuiteRunnerTests.steady("pthread_mutex"), SuiteRunnerTests.steady("no_lock")].map {
            BenchmarkCase(benchmark: .uncontended, subject: $0, threads: 1)
        }
        let plan = RunPlan(threads: 1, warmupNanoseconds: 1_000, windowNanoseconds: 1_000, repetitions: 2, stopGraceNanoseconds: 1_000)
        let schedule = RunSchedule(cases: cases, plans: cases.map { _ in plan }, interleaving: Interleaving(rounds: 2))
        var runner = SuiteRunner(cases: cases, schedule: schedule, effectiveCPUs: 2, harness: nil, stop: StopSignal(), forks: launcher)
        runner.forkDeadlines = ForkDeadlines(slackNanoseconds: FakeFork.deadlineNanoseconds, helloNanoseconds: hello)
        var file = ResultsFile(metadata: [RunStatus.inProgress().metadata], results: [])
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
        #expect(file.runStatus == .complete())
        #expect(file.results.map(\.forks) == [2, 2])
    }

    @Test("A case whose fork crashes every time ends a run of one case after the third round, as within a round")
    func lossesInARowAcrossRounds() throws {
        let cases = [BenchmarkCase(benchmark: .uncontended, subject: SuiteRunnerTests.steady("pthread_mutex"), threads: 1)]
        let plan = RunPlan(threads: 1, warmupNanoseconds: 1_000, windowNanoseconds: 1_000, repetitions: 5, stopGraceNanoseconds: 1_000)
        let schedule = RunSchedule(cases: cases, plans: [plan], interleaving: Interleaving(rounds: 5))
        let crash = "\(FakeFork.say(try ForkWire.line(ForkReport.starting(index: 0)))); exit 3"
        var runner = SuiteRunner(cases: cases, schedule: schedule, effectiveCPUs: 2, harness: nil, stop: StopSignal(), forks: try fake.script(onStep: crash))
        runner.forkDeadlines = ForkDeadlines(slackNanoseconds: FakeFork.deadlineNanoseconds, helloNanoseconds: FakeFork.deadlineNanoseconds)
        var file = ResultsFile(metadata: [RunStatus.inProgress().metadata], results: [])
        var measured = 0
        let outcome = runner.run(into: &file) { event, _, _ in
            if case .measured = event { measured += 1 }
        }
        #expect(fake.survivors().isEmpty, "a fork outlived the run")
        let reason = "3 steps in a row lost the same way: fork 3 exited with status 3"
        #expect(outcome == .failed(reason: reason) && measured == 3, "the fourth and fifth rounds are not started")
        #expect(file.metadata(RunStatus.key)?.hasSuffix(reason) == true && file.results.first?.status.isFailure == true)
    }

    @Test("A program that is not a fork ends the run at once, failed with the reason")
    func notAFork() throws {
        let (outcome, file, failures) = run(try fake.launcher("echo $$ >> \(fake.folder)/pids; echo 'usage: something else'"))
        let reason = "fork 1 of /bin/sh does not speak syncbench's fork protocol (not a bench executable?): its first line was 'usage: something else'"
        #expect(outcome == .failed(reason: reason) && failures == [reason])
        #expect(file.metadata(RunStatus.key) == "failed after 0 of 4 measurements in 2 forks: \(reason)")
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
        #expect(file.metadata(RunStatus.key)?.hasPrefix("failed after 2 of 4 measurements in 2 forks: fork 2 of /bin/sh runs another build") == true)
    }

    @Test("A program that says nothing ends the run at the hello's deadline, failed with the reason, nothing left running")
    func hangsBeforeHello() throws {
        // A fork that never speaks is silent whenever its deadline passes, so a short one cannot be missed.
        let (outcome, file, failures) = run(try fake.launcher("echo $$ >> \(fake.folder)/pids; exec sleep 60"), hello: 2_000_000_000)
        let reason = "fork 1 of /bin/sh said nothing within 2 s: it does not speak syncbench's fork protocol (an older syncbench, or not a bench executable)"
        #expect(outcome == .failed(reason: reason) && failures == [reason])
        #expect(file.metadata(RunStatus.key) == "failed after 0 of 4 measurements in 2 forks: \(reason)")
        #expect(file.results.isEmpty)
    }

    @Test("Garbage in a step loses that round of the case only: the run completes, the case marked fork_failed with the line")
    func garbage() throws {
        let marker = fake.folder + "/garbled"
        let garble = "if [ $i -eq 1 ] && [ ! -e \(marker) ]; then touch \(marker); echo 'oops: a stray print'; exec sleep 60; fi"
        let (outcome, file, failures) = run(try fake.script(onStep: garble))
        #expect(outcome == .completed && failures.isEmpty)
        #expect(file.runStatus == .complete())
        #expect(file.results.map(\.status) == [.ok, .forkFailed("fork 1 broke the fork protocol, killed: a line that is not a report: 'oops: a stray print'")])
        #expect(file.results.map(\.forks) == [2, 2])
    }

    @Test("A report for another step loses that round of the case only, and nothing is misplaced")
    func outOfRangeIndex() throws {
        let marker = fake.folder + "/skipped"
        let skip = "if [ $i -eq 0 ] && [ ! -e \(marker) ]; then touch \(marker); i=5; fi"
        let (outcome, file, _) = run(try fake.script(onStep: skip))
        #expect(outcome == .completed)
        #expect(file.runStatus == .complete())
        guard case .forkFailed(let reason) = file.results.first?.status else {
            Issue.record("the first case was not marked fork_failed: \(String(describing: file.results.first?.status))")
            return
        }
        #expect(reason.hasPrefix("fork 1 broke the fork protocol, killed: a report out of turn for step 0:"))
        #expect(file.results.last?.status == .ok && file.results.last?.samples.count == 2)
    }

    @Test("A case whose workers stay stuck is marked timeout, and the case after it is measured in a new fork, not blamed")
    func stuckThenNext() throws {
        let marker = fake.folder + "/stuck"
        let stuck = "if [ ! -e \(marker) ]; then touch \(marker); \(try ForkRecoveryTests.report(.stuck([0]))); exit 1; fi"
        let (outcome, file, _) = run(try fake.script(onStep: stuck))
        #expect(outcome == .completed)
        #expect(file.runStatus == .complete())
        #expect(file.results.map(\.status) == [.timedOut(stuckWorkers: [0]), .ok])
        #expect(file.results.last?.forks == 2)
    }
}
