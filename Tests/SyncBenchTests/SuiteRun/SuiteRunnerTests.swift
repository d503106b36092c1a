import SyncBench
import Synchronization
import Testing

@Suite("Running a suite from the library")
struct SuiteRunnerTests {
    /// A plan of two windows; the subjects below never run it, so nothing depends on the machine's speed.
    static let plan = RunPlan(threads: 1, warmupNanoseconds: 1_000, windowNanoseconds: 1_000, repetitions: 2)

    /// A subject whose every measurement is the plan's windows, each with 100 operations, and a held invariant.
    static func steady(_ name: String) -> Subject {
        Subject(name: name, role: .lock, summary: "test double", excludes: true) { plan in
            let windows = (0..<plan.repetitions).map { _ in RunMeasurement.Window(nanoseconds: 1_000, operationsPerThread: [100]) }
            return RunMeasurement(
                windows: windows, totals: OperationTotals(operations: 100 * plan.repetitions), invariant: .held, batchSize: 10,
                stuckWorkers: []
            )
        }
    }

    /// A "lock" whose check always finds an update lost: a failure on every measurement.
    static let broken = Subject(name: "broken", role: .lock, summary: "test double", excludes: true) { plan in
        var measurement = steady("broken").measure(plan)
        measurement.invariant = .violated(expected: 100, actual: 99)
        return measurement
    }

    static func runner(_ subjects: [Subject], rounds: Int, stop: StopSignal = StopSignal()) -> SuiteRunner {
        let cases = subjects.map { BenchmarkCase(benchmark: .uncontended, subject: $0, threads: 1) }
        var plan = plan
        plan.stop = stop
        let schedule = RunSchedule(cases: cases, plans: cases.map { _ in plan }, interleaving: Interleaving(rounds: rounds))
        return SuiteRunner(cases: cases, schedule: schedule, effectiveCPUs: 2, harness: nil, stop: stop)
    }

    @Test("Every case gets one result merged over its rounds, and every event comes in schedule order")
    func measuresEveryRoundInOrder() throws {
        let runner = Self.runner([Self.steady("pthread_mutex"), Self.steady("no_lock")], rounds: 2)
        var file = ResultsFile(metadata: [RunStatus.inProgress().metadata], results: [])
        var events: [String] = []
        let stopped = runner.run(into: &file) { event, snapshot, progress in
            switch event {
            case .starting(let step, let benchmarkCase): events.append("start \(benchmarkCase.subject.name) \(step.round)")
            case .measured(_, _, _, let result): events.append("done \(result.primitive) \(snapshot.results.count)/\(progress.done)")
            case .completed: events.append("completed \(snapshot.metadata(RunStatus.key) ?? "")")
            case .skipped, .pausing, .stopped, .failed: events.append("unexpected")
            }
        }
        #expect(stopped == .completed)
        #expect(events == [
            "start pthread_mutex 0", "done pthread_mutex 1/1", "start no_lock 0", "done no_lock 2/2",
            "start pthread_mutex 1", "done pthread_mutex 2/3", "start no_lock 1", "done no_lock 2/4", "completed complete",
        ])
        #expect(file.results.map(\.primitive) == ["pthread_mutex", "no_lock"])
        #expect(file.results.allSatisfy { $0.samples == [10, 10] && $0.samplesPerRound == [1, 1] })
        #expect(file.runStatus == .complete())
        #expect(file.metadata("peak_rss_mib").flatMap(Double.init) != nil)
    }

    @Test("A case that failed is not measured again in a later round")
    func skipsAFailedCase() {
        let runner = Self.runner([Self.broken, Self.steady("pthread_mutex")], rounds: 2)
        var file = ResultsFile(metadata: [], results: [])
        var skipped: [Int] = []
        _ = runner.run(into: &file) { event, _, _ in
            if case .skipped(let step) = event { skipped.append(step.caseIndex) }
        }
        #expect(skipped == [0])
        #expect(file.results[0].status == .invariantViolated(lost: 1))
        #expect(file.results[1].samplesPerRound == [1, 1])
        #expect(file.runStatus == .complete())
    }

    @Test("A run whose last round is skipped whole still ends complete, and the file is handed over once more")
    func skippedLastRoundEndsComplete() {
        let unavailable = Subject(name: "elsewhere", role: .lock, summary: "test double", excludes: true) { _ in .unavailable("not here") }
        let runner = Self.runner([Self.broken, unavailable], rounds: 2)
        var file = ResultsFile(metadata: [RunStatus.inProgress().metadata], results: [])
        var events: [String] = []
        let outcome = runner.run(into: &file) { event, snapshot, _ in
            switch event {
            case .skipped: events.append("skipped")
            case .completed: events.append("completed: \(snapshot.metadata(RunStatus.key) ?? "")")
            case .measured: events.append("measured: \(snapshot.metadata(RunStatus.key) ?? "")")
            case .starting, .pausing, .stopped, .failed: break
            }
        }
        #expect(outcome == .completed)
        #expect(events == [
            "measured: in_progress (1 of 4 measurements in 2 rounds)", "measured: in_progress (2 of 4 measurements in 2 rounds)",
            "skipped", "skipped", "completed: complete",
        ])
        #expect(file.runStatus == .complete())
    }

    @Test("A case with no progress in one round is measured again, and fails only if no round saw progress")
    func measuresAgainAfterNoProgress() {
        let firstRound = FirstCall()
        let stalling = Subject(name: "stalls_once", role: .lock, summary: "test double", excludes: true) { plan in
            var measurement = Self.steady("stalls_once").measure(plan)
            if firstRound.isNow() {
                measurement.windows = measurement.windows.map { RunMeasurement.Window(nanoseconds: $0.nanoseconds, operationsPerThread: [0]) }
            }
            return measurement
        }
        let never = Subject(name: "never", role: .lock, summary: "test double", excludes: true) { plan in
            var measurement = Self.steady("never").measure(plan)
            measurement.windows = measurement.windows.map { RunMeasurement.Window(nanoseconds: $0.nanoseconds, operationsPerThread: [0]) }
            return measurement
        }
        let runner = Self.runner([stalling, never], rounds: 2)
        var file = ResultsFile(metadata: [], results: [])
        var skipped = 0
        _ = runner.run(into: &file) { event, _, _ in
            if case .skipped = event { skipped += 1 }
        }
        #expect(skipped == 0)
        #expect(file.results[0].status == .ok)
        #expect(file.results[0].samplesPerRound == [0, 1])
        #expect(file.results[1].status == .noProgress)
    }

    @Test("A stop request ends the run after the measurement in progress, and the file says how far it got")
    func stopsAndMarksTheFile() {
        let stop = StopSignal()
        let runner = Self.runner([Self.steady("pthread_mutex"), Self.steady("no_lock")], rounds: 2, stop: stop)
        var file = ResultsFile(metadata: [], results: [])
        var last: SuiteRunner.Event?
        let stopped = runner.run(into: &file) { event, _, _ in
            if case .measured = event { stop.request(reason: 15) }
            last = event
        }
        #expect(stopped == .stopped(signal: 15))
        guard case .stopped(reason: 15, discarded: false) = last else {
            Issue.record("the last event was \(String(describing: last))")
            return
        }
        #expect(file.results.count == 1)
        #expect(file.metadata(RunStatus.key) == "interrupted (1 of 4 measurements in 2 rounds)")
    }

    @Test("An error thrown while recording ends the run at once and reaches the caller")
    func recordingErrorsEndTheRun() {
        struct CannotWrite: Error {}
        let runner = Self.runner([Self.steady("pthread_mutex"), Self.steady("no_lock")], rounds: 1)
        var file = ResultsFile(metadata: [], results: [])
        var measured = 0
        #expect(throws: CannotWrite.self) {
            try runner.run(into: &file) { event, _, _ throws(CannotWrite) in
                guard case .measured = event else { return }
                measured += 1
                throw CannotWrite()
            }
        }
        #expect(measured == 1)
    }
}

/// True the first time it is asked, false ever after.
private final class FirstCall: Sendable {
    private let called = Atomic<Bool>(false)

    func isNow() -> Bool {
        !called.exchange(true, ordering: .relaxed)
    }
}
