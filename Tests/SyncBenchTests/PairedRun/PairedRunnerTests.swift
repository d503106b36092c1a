import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import TestSupport
import Testing

/// Paired runs of fake forks: what `bench ab` gathers and decides, whatever the sides do.
@Suite("A paired run measures both sides in pairs and stops when decided or refused", .serialized)
struct PairedRunnerTests {
    let fake: FakeFork

    init() throws {
        fake = try FakeFork()
    }

    static let cases = ["first", "second"].map { BenchmarkCase(benchmark: .uncontended, subject: SuiteRunnerTests.steady($0), threads: 1) }
    static let plan = RunPlan(threads: 1, warmupNanoseconds: 1_000, windowNanoseconds: 1_000, repetitions: 1, stopGraceNanoseconds: 1_000)
    static let policy = PairedPolicy(threshold: 0.03, alpha: 0.05, looks: [10], maximumPairs: 20)

    /// Runs both cases on `baseline` and `current`. The budget, by default, never runs out: the cases end when
    /// decided or lost, never because a busy machine took long to get there; the fakes' deadlines only bound a hang.
    /// With `stopAt`, the run is asked to stop (as by Ctrl-C) once the first case has that many pairs.
    func run(
        baseline: ForkLauncher, current: ForkLauncher, budget: UInt64 = .max, stopAt: Int? = nil
    ) -> (PairedRunner.Outcome, PairedRunState, [String]) {
        var baseline = baseline, current = current
        (baseline.expectedBuild, current.expectedBuild) = (nil, nil)
        let stop = StopSignal()
        let runner = PairedRunner(
            .ab(baseline: baseline, current: current, sideBySide: false), cases: Self.cases, plans: Self.cases.map { _ in Self.plan }, policy: Self.policy,
            budgetNanoseconds: budget, effectiveCPUs: 2, seed: 7, stop: stop,
            deadlines: ForkDeadlines(slackNanoseconds: FakeFork.deadlineNanoseconds, helloNanoseconds: FakeFork.deadlineNanoseconds)
        )
        var events: [String] = []
        let (outcome, state) = runner.run { event, state in
            if case .paired(0) = event, state.cases[0].track.pairs.count == stopAt { stop.request(reason: SIGINT) }
            switch event {
            case .introduced(let side, _): events.append("hello \(side.rawValue)")
            case .decided(let index, let look): events.append("decided \(index) \(look.state.rawValue) after \(look.pairs)")
            case .lost(let index, let side, let reason): events.append("lost \(index) \(side.rawValue): \(reason)")
            case .missing(let index, let side): events.append("missing \(index) on \(side.rawValue)")
            case .roundStarted, .roundEnded, .paired: break
            }
        }
        #expect(fake.survivors().isEmpty, "a fork outlived the run")
        return (outcome, state, events)
    }

    @Test("A current side 11% slower is a regression at the first look, in every case, from both orders")
    func catchesASlowdown() throws {
        let (outcome, state, events) = run(
            baseline: try fake.script(measurement: FakeFork.measurement(operations: 100)),
            current: try fake.script(measurement: FakeFork.measurement(operations: 90))
        )
        #expect(outcome == .completed)
        #expect(events == ["hello baseline", "hello current", "decided 0 regression after 10", "decided 1 regression after 10"]
            || events == ["hello baseline", "hello current", "decided 1 regression after 10", "decided 0 regression after 10"])
        #expect(state.cases.allSatisfy { $0.track.pairs.count == 10 && Set($0.track.pairs.map(\.currentFirst)).count == 2 })
        let comparison = state.comparison(policy: Self.policy)
        #expect(comparison.hasRegression && comparison.cases.allSatisfy { $0.verdict == .regression })
        #expect(state.results(on: .current).allSatisfy { $0.forks == 10 && $0.forkMedians.count == 10 })
        let draws = PairedDraws(seed: 7)
        for (index, track) in state.cases.map(\.track).enumerated() {
            let expected = track.pairs.indices.map { draws.pair($0 + 1, of: Self.cases[index].label, cpuCount: 0).currentFirst }
            #expect(track.pairs.map(\.currentFirst) == expected, "each pair's order is the seed's draw for the case and the pair")
        }
    }

    @Test("Each case calibrates its batch once: from a pair's second half on, both sides are sent the batch it found")
    func oneBatchForBothSides() throws {
        let steps = fake.folder + "/steps"
        let record = "printf '%s\\n' \"$step\" >> \(steps)"
        let (outcome, _, _) = run(
            baseline: try fake.script(onStep: record, measurement: FakeFork.measurement(operations: 100)),
            current: try fake.script(onStep: record, measurement: FakeFork.measurement(operations: 90))
        )
        #expect(outcome == .completed)
        let sent = try String(contentsOfFile: steps, encoding: .utf8).split(separator: "\n")
        #expect(sent.count == 40, "ten pairs of two cases, two halves each")
        for label in ["first", "second"] {
            let asked = sent.filter { $0.contains("uncontended \(label)") }
            #expect(asked.filter { !$0.contains("\"fixedBatch\":10") }.count == 1, "\(label): only the case's first half calibrates")
        }
    }

    @Test("A run stopped between looks takes a last look at every open case, so its rows show every pair measured")
    func stoppedRunLooksLast() throws {
        let (outcome, state, _) = run(
            baseline: try fake.script(measurement: FakeFork.measurement(operations: 100)),
            current: try fake.script(measurement: FakeFork.measurement(operations: 90)), stopAt: 7
        )
        #expect(outcome == .stopped(signal: SIGINT))
        #expect(state.cases[0].track.pairs.count == 7 && state.cases[0].track.lastLook?.pairs == 7)
        #expect(state.cases.allSatisfy { $0.track.lastLook?.pairs == $0.track.pairs.count && $0.track.pairs.count >= 6 })
        let rows = state.comparison(policy: Self.policy).cases
        #expect(rows.count == 2 && rows.allSatisfy { ($0.paired?.pairs ?? 0) >= 6 }, "each row rests on a look of every pair its case measured")
    }

    /// Shell for a fork's step: exit with status 3 on the case `second`, once when `marker` is given (the
    /// marker file then exists), else every time.
    func crash(onceMarking marker: String? = nil) -> String {
        let exit = marker.map { "[ -e \($0) ] || { touch \($0); exit 3; }" } ?? "exit 3"
        return "case \"$step\" in *'uncontended second'*) \(exit);; esac"
    }

    @Test("A case whose current fork crashes once is reported failed on the current side; the other case is still judged")
    func crashOnce() throws {
        let (outcome, state, events) = run(
            baseline: try fake.script(measurement: FakeFork.measurement(operations: 100)),
            current: try fake.script(onStep: crash(onceMarking: fake.folder + "/crashed"), measurement: FakeFork.measurement(operations: 90))
        )
        #expect(outcome == .completed)
        #expect(events.filter { $0.hasPrefix("lost") } == ["lost 1 current: current fork 1 exited with status 3"])
        #expect(state.result(1, on: .current)?.status == .forkFailed("fork 1 exited with status 3"))
        let verdicts = Dictionary(uniqueKeysWithValues: state.comparison(policy: Self.policy).cases.map { ($0.key.primitive, $0.verdict) })
        #expect(verdicts == ["first": .regression, "second": .failed(.current)])
    }

    @Test("A case whose current fork crashes every time ends the run as lost in a row, not refused, and is reported failed")
    func crashEveryTime() throws {
        let (outcome, state, events) = run(
            baseline: try fake.script(measurement: FakeFork.measurement(operations: 100)),
            current: try fake.script(onStep: crash(), measurement: FakeFork.measurement(operations: 90))
        )
        guard case .lostInARow(.current, let reason) = outcome else {
            Issue.record("not ended by losses in a row: \(outcome)")
            return
        }
        #expect(reason.hasPrefix("3 measurements in a row lost the same way: ") && reason.hasSuffix(" exited with status 3"))
        #expect(events.contains("decided 0 regression after 10") && events.filter { $0.hasPrefix("lost 1 current") }.count >= 3)
        #expect(state.result(1, on: .current)?.status.isFailure == true && state.cases[1].track.pairs.isEmpty)
        let comparison = state.comparison(policy: Self.policy)
        #expect(comparison.cases.first { $0.key.primitive == "second" }?.verdict == .failed(.current))
        #expect(comparison.cases.first { $0.key.primitive == "first" }?.verdict == .regression)
    }

    @Test("Side by side, the coin that sends a side first also gives it the first CPU, so neither side keeps one")
    func sideBySidePlacement() throws {
        let runner = PairedRunner(
            .ab(baseline: try fake.script(), current: try fake.script(), sideBySide: true), cases: [Self.cases[0]], plans: [Self.plan],
            policy: Self.policy, budgetNanoseconds: 0, effectiveCPUs: 4, seed: 7, stop: StopSignal(), cpus: [0, 1, 2, 3]
        )
        #expect(runner.placement(0, turn: 2, currentFirst: false) == [.baseline: [2], .current: [3]])
        #expect(runner.placement(0, turn: 2, currentFirst: true) == [.current: [2], .baseline: [3]])
        #expect(runner.placement(0, turn: 3, currentFirst: true) == [.current: [3], .baseline: [0]])
        var counts: [String: Int] = [:]
        for turn in 0..<4 {
            for currentFirst in [false, true] {
                for (side, cpus) in runner.placement(0, turn: turn, currentFirst: currentFirst) { counts["\(side) \(cpus)", default: 0] += 1 }
            }
        }
        #expect(counts.count == 8 && counts.values.allSatisfy { $0 == 2 }, "each side on each CPU as often: \(counts)")
    }

    @Test("A baseline that is not a fork ends the run before any pair, saying why")
    func refusesANonFork() throws {
        let (outcome, state, events) = run(
            baseline: try fake.launcher("echo $$ >> \(fake.folder)/pids; echo 'not a bench'"), current: try fake.script()
        )
        guard case .failed(.baseline, let reason) = outcome else {
            Issue.record("not refused: \(outcome)")
            return
        }
        #expect(reason.hasSuffix("does not speak syncbench's fork protocol (not a bench executable?): its first line was 'not a bench'"))
        #expect(events.isEmpty && state.cases.allSatisfy { $0.track.pairs.isEmpty })
    }

    @Test("A case the baseline's build lacks is left out, and the other is compared")
    func missingCase() throws {
        let unknown = "case \"$step\" in *'uncontended second'*) \(FakeFork.say(try ForkWire.line(ForkReport.unknownCase(index: 0))).replacingOccurrences(of: "\"index\":0", with: "\"index\":'$i'")); i=$((i+1)); continue;; esac"
        let (outcome, state, events) = run(
            baseline: try fake.script(onStep: unknown, measurement: FakeFork.measurement(operations: 100)),
            current: try fake.script(measurement: FakeFork.measurement(operations: 90))
        )
        #expect(outcome == .completed)
        #expect(events.contains("missing 1 on baseline") && events.contains("decided 0 regression after 10"))
        let comparison = state.comparison(policy: Self.policy)
        #expect(comparison.cases.count == 1 && comparison.onlyInCurrent.map(\.primitive) == ["second"])
    }

    @Test("A side whose build changes mid-run ends the run, keeping the pairs before it")
    func buildChangesMidRun() throws {
        let marker = fake.folder + "/first"
        let other = try FakeFork.hello(build: "fnv1a64:00000000000000bb")
        let changing = try fake.script(before: "if [ -e \(marker) ]; then \(FakeFork.say(other)); exec sleep 60; fi; touch \(marker)")
        let (outcome, state, _) = run(baseline: try fake.script(), current: changing)
        guard case .failed(.current, let reason) = outcome else {
            Issue.record("not refused: \(outcome)")
            return
        }
        #expect(reason.hasSuffix("runs another build (fnv1a64:00000000000000bb, not fnv1a64:00000000000000aa): the executable changed during the run"))
        #expect(state.cases.allSatisfy { $0.track.pairs.count == 1 })
    }

    @Test("Without budget no pair is measured, and every case stays undecided")
    func noBudget() throws {
        let (outcome, state, _) = run(baseline: try fake.script(), current: try fake.script(), budget: 0)
        #expect(outcome == .completed && state.rounds == 0)
        #expect(state.comparison(policy: Self.policy).cases.isEmpty)
    }

    @Test("A fork whose windows hold another count than the case's workers loses its measurement, as in bench run")
    func refusesAnotherWidth() throws {
        let twoThreads = BenchmarkCase(benchmark: .contended, subject: SuiteRunnerTests.steady("wide"), threads: 2)
        var plan = Self.plan
        plan.threads = 2
        let two = RunMeasurement(
            windows: [.init(nanoseconds: 1_000, operationsPerThread: [50, 50])], totals: OperationTotals(operations: 100),
            invariant: .held, batchSize: 10, stuckWorkers: []
        )
        let runner = PairedRunner(
            .ab(baseline: try fake.script(measurement: two), current: try fake.script(), sideBySide: false), cases: [twoThreads], plans: [plan],
            policy: Self.policy, budgetNanoseconds: .max, effectiveCPUs: 2, seed: 7, stop: StopSignal(),
            deadlines: ForkDeadlines(slackNanoseconds: FakeFork.deadlineNanoseconds, helloNanoseconds: FakeFork.deadlineNanoseconds),
            cpus: []
        )
        var lost: [String] = []
        let (outcome, state) = runner.run { event, _ in
            if case .lost(_, let side, let reason) = event { lost.append("\(side.rawValue): \(reason)") }
        }
        #expect(fake.survivors().isEmpty, "a fork outlived the run")
        let problem = "broke the fork protocol, killed: step 0 reported a window of 1 workers, for 2"
        #expect(outcome == .lostInARow(.current, reason: "3 measurements in a row lost the same way: /bin/sh \(problem)"))
        #expect(lost == (1...3).map { "current: current fork \($0) \(problem)" })
        #expect(state.comparison(policy: Self.policy).cases.map(\.verdict) == [.failed(.current)])
    }

    @Test("Each job names its sides: two builds apart, two primitives or a leader and its runner-up in one fork, plain against slowed")
    func jobsNameTheirSides() {
        let session = ForkSession(matrix: CaseMatrix(threadCounts: [1], effectiveCPUs: 2))
        let (one, other) = (ForkLauncher(executable: "/one", session: session, expectedBuild: nil), ForkLauncher(executable: "/other", session: session, expectedBuild: nil))
        let ab = PairedRunner.Job.ab(baseline: one, current: other, sideBySide: true)
        #expect(ab.baseline.executable == "/one" && ab.current.executable == "/other" && ab.sideBySide && !ab.sharedForks && ab.currentCases == nil)
        let leaders = [Self.cases[1]]
        for job in [PairedRunner.Job.versus(first: leaders, forks: one), .findings(leaders: leaders, forks: one)] {
            #expect(job.sharedForks && job.currentCases?.map(\.label) == leaders.map(\.label) && !job.sideBySide && job.current.executable == "/one")
        }
        let slowdown = PairedRunner.Job.slowdownCalibration(plain: one, slowed: other)
        #expect(slowdown.baseline.executable == "/one" && slowdown.current.executable == "/other" && !slowdown.sharedForks && !slowdown.sideBySide)
    }
}
