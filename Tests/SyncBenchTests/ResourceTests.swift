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

    @Test func tickRoundingNeverMakesForeignTimeNegative() {
        let start = ResourceSnapshot(processCPUNanoseconds: 0, voluntarySwitches: 0, involuntarySwitches: 0, machineBusyNanoseconds: 0)
        let end = ResourceSnapshot(processCPUNanoseconds: 15_000_000, voluntarySwitches: 0, involuntarySwitches: 0, machineBusyNanoseconds: 10_000_000)
        #expect(ResourceUsage(from: start, to: end, elapsedNanoseconds: 1).foreignCPUNanoseconds == 0)
        let unknown = ResourceSnapshot(processCPUNanoseconds: 0, voluntarySwitches: 0, involuntarySwitches: 0, machineBusyNanoseconds: nil)
        #expect(ResourceUsage(from: unknown, to: end, elapsedNanoseconds: 1).foreignCPUPercent == nil)
    }

    @Test func theEngineRecordsResourcesForEveryCase() throws {
        let plan = RunPlan(threads: 2, warmupNanoseconds: 5_000_000, windowNanoseconds: 10_000_000, repetitions: 2)
        let measurement = Engine.measure(LockedIncrement<PthreadMutex>(), plan: plan)
        let usage = try #require(measurement.resources)
        #expect(usage.cpuNanoseconds > 0)
        #expect(usage.elapsedNanoseconds >= 20_000_000)
    }

    @Test func harnessCostsAreMeasuredNotAssumed() {
        let cost = HarnessCost.measure(windowNanoseconds: 5_000_000)
        #expect(cost.clockReadNanoseconds.isFinite && cost.clockReadNanoseconds > 0)
        #expect(cost.batchOverheadNanoseconds.isFinite && cost.batchOverheadNanoseconds > 0)
        #expect(cost.nanosecondsPerOperation(batch: 4) == cost.batchOverheadNanoseconds / 4)
    }
}
