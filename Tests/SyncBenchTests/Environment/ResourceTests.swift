import SyncBench
import Testing

@Suite("CPU time, context switches and foreign load")
struct ResourceTests {
    @Test func busyTicksCountEverythingButIdleAndIOWait() {
        let stat = """
            cpu  100 5 50 1000 20 3 2 7 0 0
            cpu0 50 2 25 500 10 1 1 3 0 0
            intr 12345
            """
        #expect(SystemFiles.busyTicks(stat: stat) == 100 + 5 + 50 + 3 + 2 + 7)
        #expect(SystemFiles.busyTicks(stat: "cpu  1 2 3\n") == nil)
        #expect(SystemFiles.busyTicks(stat: "") == nil)
    }

    @Test func foreignTimeIsTheMachinesBusyTimeLessOurs() throws {
        let start = ResourceSnapshot(processCPUNanoseconds: 1_000, voluntarySwitches: 10, involuntarySwitches: 1, machineBusyNanoseconds: 50_000)
        let end = ResourceSnapshot(processCPUNanoseconds: 601_000, voluntarySwitches: 30, involuntarySwitches: 2, machineBusyNanoseconds: 850_000)
        let usage = ResourceUsage(from: start, to: end, elapsedNanoseconds: 1_000_000)
        #expect(usage.cpuNanoseconds == 600_000)
        #expect(usage.foreignCPUNanoseconds == 200_000)
        #expect(usage.foreignCPUPercent == 20)
        let cost = try #require(ResourceCost(usage, operations: 1_000, switches: .split))
        #expect(cost.cpuNanosecondsPerOperation == 600)
        #expect(cost.voluntarySwitchesPerOperation == 0.02)
        #expect(cost.involuntarySwitchesPerOperation == 0.001)
        #expect(cost.isNoisy == usage.foreignLoadIsSignificant)
        #expect(ResourceCost(usage, operations: 0) == nil)
    }

    @Test("Foreign load is significant only beyond what tick rounding can explain")
    func tickRoundingIsDiscounted() {
        func usage(busy: UInt64, uncertainty: Double) -> ResourceUsage {
            ResourceUsage(
                cpuNanoseconds: 100_000_000, voluntarySwitches: 0, involuntarySwitches: 0, machineBusyNanoseconds: busy,
                elapsedNanoseconds: 100_000_000, tickUncertaintyNanoseconds: uncertainty
            )
        }
        #expect(usage(busy: 112_000_000, uncertainty: 0).foreignLoadIsSignificant)
        #expect(!usage(busy: 112_000_000, uncertainty: 14_142_136).foreignLoadIsSignificant)
        #expect(usage(busy: 125_000_000, uncertainty: 14_142_136).foreignLoadIsSignificant)
        #expect(!usage(busy: 105_000_000, uncertainty: 0).foreignLoadIsSignificant)
        #expect(usage(busy: 125_000_000, uncertainty: 14_142_136).foreignCPUPercent == 25)
    }

    @Test("On two CPUs one 45 ms round is flagged from 41% of a CPU (Linux) or 54% (Darwin), five 200 ms forks from 13% or 14.5%")
    func thresholdsOnTwoCPUs() {
        func usage(percent: Double, elapsed: UInt64, uncertainty: Double) -> ResourceUsage {
            ResourceUsage(
                cpuNanoseconds: 0, voluntarySwitches: 0, involuntarySwitches: 0, machineBusyNanoseconds: UInt64(percent / 100 * Double(elapsed)),
                elapsedNanoseconds: elapsed, tickUncertaintyNanoseconds: uncertainty
            )
        }
        for (counters, round, forks) in [(1, 41.43, 13.17), (2, 54.45, 14.48)] {
            let rounding = MachineLoad(source: "test", tickNanoseconds: 10_000_000, roundedCountersPerCPU: counters).roundingNanoseconds(cpus: 2)
            #expect(!usage(percent: round - 0.1, elapsed: 45_000_000, uncertainty: rounding).foreignLoadIsSignificant)
            #expect(usage(percent: round + 0.1, elapsed: 45_000_000, uncertainty: rounding).foreignLoadIsSignificant)
            func fiveForks(_ percent: Double) -> ResourceUsage {
                let fork = usage(percent: percent, elapsed: 200_000_000, uncertainty: rounding)
                return (1..<5).reduce(fork) { sum, _ in sum.adding(fork) }
            }
            #expect(!fiveForks(forks - 0.1).foreignLoadIsSignificant)
            #expect(fiveForks(forks + 0.1).foreignLoadIsSignificant)
        }
    }

    @Test func tickRoundingNeverMakesForeignTimeNegative() {
        let start = ResourceSnapshot(processCPUNanoseconds: 0, voluntarySwitches: 0, involuntarySwitches: 0, machineBusyNanoseconds: 0)
        let end = ResourceSnapshot(processCPUNanoseconds: 15_000_000, voluntarySwitches: 0, involuntarySwitches: 0, machineBusyNanoseconds: 10_000_000)
        #expect(ResourceUsage(from: start, to: end, elapsedNanoseconds: 1).foreignCPUNanoseconds == 0)
        let unknown = ResourceSnapshot(processCPUNanoseconds: 0, voluntarySwitches: 0, involuntarySwitches: 0, machineBusyNanoseconds: nil)
        #expect(ResourceUsage(from: unknown, to: end, elapsedNanoseconds: 1).foreignCPUPercent == nil)
    }

    @Test func theEngineRecordsResourcesForEveryCase() throws {
        let plan = RunPlan.deterministic(threads: 2, warmupNanoseconds: 5_000_000, windowNanoseconds: 10_000_000, repetitions: 2)
        let measurement = Engine.measure(LockedIncrement<PthreadMutex>(), plan: plan)
        let usage = try #require(measurement.resources)
        #expect(usage.cpuNanoseconds > 0)
        // The usage spans the windows exactly: from the first window's opening to the last one's closing.
        #expect(usage.elapsedNanoseconds == measurement.windows.reduce(0) { $0 + $1.nanoseconds })
    }

    @Test("The harness's costs are the medians of what it measured, with the plan it promises")
    func harnessCostsAreMeasuredNotAssumed() {
        var clockLoops = [30.0, 10, 50, 20, 40].makeIterator()
        var asked: RunPlan?
        let cost = HarnessCost.measure(windowNanoseconds: 8_000_000, clockReadCost: { clockLoops.next() ?? .nan }) { plan in
            asked = plan
            let windows = [1_000, 3_000, 2_000, 9_000, 4_000].map { RunMeasurement.Window(nanoseconds: $0, operationsPerThread: [1_000]) }
            return RunMeasurement(windows: windows, totals: OperationTotals(operations: 5_000), invariant: .held, batchSize: 1, stuckWorkers: [])
        }
        #expect(cost.clockReadNanoseconds == 30)
        #expect(cost.batchOverheadNanoseconds == 3)
        #expect(cost.nanosecondsPerOperation(batch: 4) == 0.75)
        #expect(asked?.threads == 1)
        #expect(asked?.fixedBatch == 1)
        #expect(asked?.repetitions == 5)
        #expect(asked?.windowNanoseconds == 8_000_000 && asked?.warmupNanoseconds == 4_000_000)
        #expect(asked?.windowClosing == .afterProgress(secondary: false))
    }

    @Test("On this machine the harness's costs always come out as figures")
    func harnessCostsAreFiguresEvenOnABusyMachine() {
        // Its windows wait for the worker's progress, so even a worker the scheduler left unrun gives a figure.
        let cost = HarnessCost.measure(windowNanoseconds: 5_000_000)
        #expect(cost.clockReadNanoseconds.isFinite && cost.clockReadNanoseconds > 0)
        #expect(cost.batchOverheadNanoseconds.isFinite && cost.batchOverheadNanoseconds > 0)
    }
}
