@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Synchronization
import Testing

/// `--forks N/D`: rounds spaced evenly over a time on a clock of the test's own, and the scope each run's intervals
/// then state. Nothing here waits on the real clock.
@Suite("Spreading a run's rounds, and the scope its intervals state")
struct RoundPacingTests {
    /// A clock that moves only when the pacing sleeps, or when a case is measured (`tick`).
    final class FakeClock: Sendable {
        let time = Mutex<UInt64>(1_000)
        let slept = Mutex<[UInt64]>([])

        func pacing(spread: UInt64) -> RoundPacing {
            RoundPacing(spreadNanoseconds: spread, now: { self.time.withLock { $0 } }, sleep: { pause in
                self.slept.withLock { $0.append(pause) }
                self.time.withLock { $0 += pause }
            })
        }

        func tick(_ nanoseconds: UInt64) {
            time.withLock { $0 += nanoseconds }
        }
    }

    /// A runner of two subjects in `rounds` rounds whose every measurement takes a second on `clock`.
    static func runner(rounds: Int, clock: FakeClock, spread: UInt64?, stop: StopSignal = StopSignal()) -> SuiteRunner {
        let subjects = ["pthread_mutex", "no_lock"].map { name in
            Subject(name: name, role: .lock, summary: "test double", excludes: true) { plan in
                clock.tick(1_000_000_000)
                let windows = (0..<plan.repetitions).map { _ in RunMeasurement.Window(nanoseconds: 1_000, operationsPerThread: [100]) }
                return RunMeasurement(
                    windows: windows, totals: OperationTotals(operations: 100 * plan.repetitions), invariant: .held, batchSize: 10, stuckWorkers: []
                )
            }
        }
        let cases = subjects.map { BenchmarkCase(benchmark: .uncontended, subject: $0, threads: 1) }
        var plan = RunPlan(threads: 1, warmupNanoseconds: 1_000, windowNanoseconds: 1_000, repetitions: rounds)
        plan.stop = stop
        let schedule = RunSchedule(cases: cases, plans: cases.map { _ in plan }, interleaving: Interleaving(rounds: rounds))
        var runner = SuiteRunner(
            cases: cases, schedule: schedule, effectiveCPUs: 2, harness: nil, stop: stop, probe: nil,
            pacing: spread.map { clock.pacing(spread: $0) }
        )
        runner.clock = { clock.time.withLock { $0 } }
        return runner
    }

    @Test("Round k of n starts k/(n-1) of the spread after the first")
    func offsets() {
        let pacing = RoundPacing(spreadNanoseconds: 90_000_000_000)
        #expect((0..<4).map { pacing.offset(ofRound: $0, of: 4) } == [0, 30_000_000_000, 60_000_000_000, 90_000_000_000])
        #expect(pacing.offset(ofRound: 0, of: 1) == 0)
    }

    @Test("A spread run waits before each later round what its start is still due, in slices, and says so")
    func waitsForEachRound() {
        let clock = FakeClock()
        var file = ResultsFile(metadata: [], results: [])
        var pauses: [String] = []
        let outcome = Self.runner(rounds: 3, clock: clock, spread: 60_000_000_000).run(into: &file) { event, _, _ in
            if case .pausing(let round, let rounds, let nanoseconds) = event { pauses.append("\(round + 1)/\(rounds) \(nanoseconds / 1_000_000_000)") }
        }
        #expect(outcome == .completed)
        // Each round measures two cases, a second each: round 2 is due at 30 s and starts waiting at 2 s.
        #expect(pauses == ["2/3 28", "3/3 28"])
        #expect(clock.slept.withLock { $0.allSatisfy { $0 <= RoundPacing.slice } && $0.reduce(0, +) == 56_000_000_000 })
        #expect(file.metadata(IntervalScope.key) == "each case's 3 windows in one process spread over 61 s (asked: 60 s); the host's drift over that time, not beyond it (docs/forks.md)")
    }

    @Test("Without a spread the scope is the seconds the rounds took, and no pause")
    func backToBack() {
        let clock = FakeClock()
        var file = ResultsFile(metadata: [], results: [])
        var paused = false
        _ = Self.runner(rounds: 3, clock: clock, spread: nil).run(into: &file) { event, _, _ in
            if case .pausing = event { paused = true }
        }
        #expect(!paused)
        #expect(file.metadata(IntervalScope.key) == "each case's 3 windows in one process within 5 s; not the drift between runs (bench coverage measures it, docs/forks.md)")
    }

    @Test("A stop during a pause ends the wait at the next slice and the run with it")
    func stopEndsThePause() {
        let clock = FakeClock()
        let stop = StopSignal()
        var file = ResultsFile(metadata: [], results: [])
        let outcome = Self.runner(rounds: 2, clock: clock, spread: 600_000_000_000, stop: stop).run(into: &file) { event, _, _ in
            if case .pausing = event { stop.request(reason: 15) }
        }
        #expect(outcome == .stopped(signal: 15))
        #expect(clock.slept.withLock { $0.isEmpty })
        #expect(file.results.count == 2 && file.metadata(RunStatus.key)?.hasPrefix("interrupted") == true)
    }

    @Test("The scope names a range of spans in one unit, or two units apart")
    func scopeText() {
        let forks = IntervalScope(samples: 5, inForks: true, spanSeconds: 12.2...14.4, spreadNanoseconds: nil)
        #expect(forks.description == "each case's 5 forks within 12-14 s; not the drift between runs (bench coverage measures it, docs/forks.md)")
        let spread = IntervalScope(samples: 10, inForks: true, spanSeconds: 100...310, spreadNanoseconds: 300_000_000_000)
        #expect(spread.description.hasPrefix("each case's 10 forks spread over 100 s to 5.2 min (asked: 5.0 min)"))
    }
}
