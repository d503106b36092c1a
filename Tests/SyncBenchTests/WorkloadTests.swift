import SyncBench
import Testing

@Suite("Contention workloads", .serialized)
struct WorkloadTests {
    let plan = RunPlan(threads: 4, warmupNanoseconds: 5_000_000, windowNanoseconds: 20_000_000, repetitions: 2)

    @Test("Think time calibrates to within 20% of its target", arguments: [1_000.0, 20_000.0])
    func thinkTimeCalibration(_ target: Double) {
        // (50 ns is checked in release builds by the harness itself: a debug build's call costs differ.)
        // The work against a fresh calibration taken beside it, so both see the same machine (a busy
        // sibling hyperthread slows both alike); the fastest of many readings is the least disturbed.
        let work = BusyWork(nanoseconds: target)
        var fastest = Double.infinity
        var now = BusyWork.Calibration.measure(rounds: 1)
        for _ in 0..<20 {
            let start = MonotonicClock.now()
            for _ in 0..<10 { work.run() }
            fastest = min(fastest, Double(MonotonicClock.now() - start) / 10)
            let fresh = BusyWork.Calibration.measure(rounds: 5)
            now = fresh.nanosecondsPerIteration < now.nanosecondsPerIteration ? fresh : now
        }
        let expected = now.nanoseconds(iterations: work.iterations)
        #expect(abs(fastest - expected) <= 0.2 * expected, "\(work.iterations) iterations took \(fastest) ns, expected \(expected)")
        // The process-wide calibration is real work (a deleted loop measures near 0) and of the same machine.
        #expect(BusyWork.nanosecondsPerIteration > 0.1)
        #expect(BusyWork.nanosecondsPerIteration / now.nanosecondsPerIteration > 1.0 / 3)
        #expect(BusyWork.nanosecondsPerIteration / now.nanosecondsPerIteration < 3)
    }

    @Test("In every read/write mix with writes, writers get in and the counter equals the writes",
          arguments: [95, 50])
    func writersGetIn(_ readPercent: Int) {
        // Longer windows than the others: one operation in hundreds is timed, and at 95% reads a slow lock on a
        // busy machine can go 40 ms without timing a write.
        var plan = plan
        plan.windowNanoseconds = 60_000_000
        for measurement in [
            Engine.measure(ReadWriteMix<PthreadRWLock>(readPercent: readPercent), plan: plan),
            Engine.measure(ReadWriteMix<BarrierQueueLock>(readPercent: readPercent), plan: plan),
            Engine.measure(ReadWriteMix<ExclusiveReads<PthreadMutex>>(readPercent: readPercent), plan: plan),
        ] {
            #expect(measurement.invariant == .held)
            #expect(measurement.windows.allSatisfy { $0.secondaryOperationsPerThread.reduce(0, +) > 0 })
            #expect(measurement.latency[.exclusive] != nil)
            #expect(measurement.latency[.shared] != nil)
        }
    }

    @Test func onlyReadsWriteNothing() {
        let measurement = Engine.measure(ReadWriteMix<PthreadRWLock>(readPercent: 100), plan: plan)
        #expect(measurement.invariant == .held)
        #expect(measurement.totals.secondaryOperations == 0)
        #expect(measurement.latency[.exclusive] == nil)
    }

    @Test func writerStarvationNeedsALongAndRelativelyLongWait() {
        let read = LatencySummary(p50: 50, p90: 60, p99: 100, p999: 200, max: 900, count: 10)
        let slow = LatencySummary(p50: 50_000, p90: 90_000, p99: 200_000, p999: 300_000, max: 900_000, count: 10)
        let fast = LatencySummary(p50: 500, p90: 900, p99: 2_000, p999: 3_000, max: 9_000, count: 10)
        #expect(ReadWriteFigures.starved(write: slow, read: read))
        #expect(!ReadWriteFigures.starved(write: fast, read: read))
        #expect(!ReadWriteFigures.starved(write: slow, read: slow))
        #expect(!ReadWriteFigures.starved(write: nil, read: read))
    }

    @Test("Every ping is answered, and the wake-ups are recorded",
          arguments: [DispatchSemaphoreHandoff.self, PthreadConditionHandoff.self] as [any HandoffChannel.Type])
    func handoff(_ channel: any HandoffChannel.Type) throws {
        let measurement = HandoffRunner.measure(channel, plan: plan)
        #expect(measurement.stuckWorkers.isEmpty)
        #expect(measurement.invariant == .held)
        #expect(measurement.totals.operations > 0)
        let wakeUps = try #require(measurement.latency[.exclusive].flatMap(LatencySummary.init))
        #expect(wakeUps.count > 0 && wakeUps.p50 <= wakeUps.max)
    }

    @Test func latencyIsSampledOnlyWhenAsked() {
        var quiet = plan
        quiet.latencySampling = false
        #expect(Engine.measure(LockedIncrement<PthreadMutex>(), plan: quiet).latency.isEmpty)
        #expect(Engine.measure(LockedIncrement<PthreadMutex>(), plan: plan).latency[.exclusive] != nil)
    }

    @Test func criticalSectionWorkKeepsTheInvariant() {
        let workload = LockedIncrement<PthreadMutex>(critical: BusyWork(nanoseconds: 50), think: BusyWork(nanoseconds: 50))
        #expect(Engine.measure(workload, plan: plan).invariant == .held)
    }
}
