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

    @Test func anUnavailableWorkloadIsNotAFailure() {
        let result = CaseResult(
            BenchmarkCase(benchmark: .inversion, subject: .inversion(PthreadMutex.self), threads: 3),
            plan: RunPlan(threads: 3, warmupNanoseconds: 0, windowNanoseconds: 1, repetitions: 1),
            measurement: .unavailable("SCHED_FIFO refused"), effectiveCPUs: 2
        )
        #expect(result.status == .unavailable("SCHED_FIFO refused"))
        #expect(!result.status.isFailure)
    }
}
