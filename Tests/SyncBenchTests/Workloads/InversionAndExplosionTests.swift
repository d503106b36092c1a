import Dispatch
import Foundation
import SyncBench
import Testing

@Suite("Priority inversion and thread explosion", .serialized)
struct InversionAndExplosionTests {
    @Test("Every round ends, with a wait per round, or the workload says why it cannot run")
    func inversionRoundsEndOrExplain() {
        switch PriorityInversionRunner.measure(PthreadMutex.self, rounds: 3) {
        case .waits(let waits):
            #expect(waits.count == 3)
            // The high thread asked while the low one held the lock: it waited at least the hold's remainder.
            #expect(waits.allSatisfy { $0 > 0 })
        case .unavailable(let reason):
            #expect(!reason.isEmpty)
        case .stuck:
            Issue.record("a round did not end within its bound")
        }
    }

    @Test("Every item of every pattern runs, and the peak counts the threads that were there",
          arguments: ThreadExplosion.Pattern.allCases)
    func explosionRunsEveryItem(_ pattern: ThreadExplosion.Pattern) throws {
        // Each item blocks as in a run, then counts itself: the figures are taken only once all have run.
        let ran = SharedCounter()
        let figures = try #require(ThreadExplosion.run(pattern, items: 8, cpus: 2) {
            ThreadExplosion.blockingItem()
            ran.atomicIncrement()
        })
        #expect(ran.value == 8)
        #expect(figures.peakThreads >= figures.threadsBefore)
    }

    @Test("A repetition whose items never finish is called stuck at its bound, submission included",
          arguments: ThreadExplosion.Pattern.allCases)
    func explosionBoundEndsAHungRepetition(_ pattern: ThreadExplosion.Pattern) {
        // Every item waits on a gate opened only after the call: with one CPU's worth of slots the semaphore-limited
        // submission waits for the first item forever, and the others wait for their items forever, unless the bound
        // ends the wait. The 30 s only turns a hang into a failure.
        let gate = DispatchSemaphore(value: 0)
        let outcome = ExplosionOutcome()
        Thread {
            outcome.figures = ThreadExplosion.run(pattern, items: 3, cpus: 1, bound: 50_000_000) { gate.wait() }
            outcome.returned.signal()
        }.start()
        #expect(outcome.returned.wait(timeout: .now() + 30) == .success, "\(pattern.rawValue) waited past its bound")
        #expect(outcome.figures == nil)
        for _ in 0..<3 { gate.signal() }
    }

    @Test func anUnavailableWorkloadIsNotAFailure() {
        let result = CaseResult(
            BenchmarkCase(benchmark: .inversion, subject: .inversion(PthreadMutex.self), threads: 3),
            plan: RunPlan(threads: 3, warmupNanoseconds: 0, windowNanoseconds: 1, repetitions: 1),
            rounds: [MeasuredRound(.unavailable("SCHED_FIFO refused"))], effectiveCPUs: 2
        )
        #expect(result.status == .unavailable("SCHED_FIFO refused"))
        #expect(!result.status.isFailure)
    }
}

/// What a repetition run on another thread returned; `returned` orders the write before the test's read.
private final class ExplosionOutcome: @unchecked Sendable {
    var figures: ThreadExplosion.Figures?
    let returned = DispatchSemaphore(value: 0)
}
