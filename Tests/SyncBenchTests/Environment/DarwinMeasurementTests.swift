import SyncBench
import Testing

/// The logic behind the Darwin measurements, fed fixed numbers so that it is tested on every platform.
@Suite("Darwin's counters and clock, read from fixed numbers")
struct DarwinMeasurementTests {
    @Test("Busy ticks are every processor's user, system and nice, never idle")
    func busyTicksSkipIdle() {
        // Two processors, each as host_processor_info(PROCESSOR_CPU_LOAD_INFO) lays it out: user, system, idle, nice.
        let counters: [UInt32] = [1_000, 200, 50_000, 3, 2_000, 400, 40_000, 0]
        #expect(DarwinCPUTicks.busyTicks(counters) == 1_000 + 200 + 3 + 2_000 + 400)
        #expect(DarwinCPUTicks.busyTicks([UInt32.max, UInt32.max, 0, UInt32.max]) == 3 * UInt64(UInt32.max))
        #expect(DarwinCPUTicks.busyTicks([1, 2, 3]) == nil)
        #expect(DarwinCPUTicks.busyTicks([]) == nil)
    }

    @Test("Darwin's rounding counts two rounded counters per CPU, 10 ms each")
    func darwinRounding() {
        let darwin = MachineLoad.hostProcessorInfo
        #expect(darwin.roundingNanoseconds(cpus: 8) == 10_000_000 * 4)
        #expect(darwin.roundingNanoseconds(cpus: 0) == darwin.roundingNanoseconds(cpus: 1))
        let oneCounter = MachineLoad(source: "test", tickNanoseconds: 10_000_000, roundedCountersPerCPU: 1)
        #expect(oneCounter.roundingNanoseconds(cpus: 4) == 20_000_000)
        // Over 100 ms on 8 CPUs, 40 ms of rounding is discounted before 10% of a CPU counts as foreign load.
        func usage(busy: UInt64) -> ResourceUsage {
            ResourceUsage(
                cpuNanoseconds: 100_000_000, voluntarySwitches: 0, involuntarySwitches: 0, machineBusyNanoseconds: busy,
                elapsedNanoseconds: 100_000_000, tickUncertaintyNanoseconds: darwin.roundingNanoseconds(cpus: 8)
            )
        }
        #expect(!usage(busy: 149_000_000).foreignLoadIsSignificant)
        #expect(usage(busy: 150_000_000).foreignLoadIsSignificant)
    }

    #if os(Linux)
    @Test("Linux's rounding is one tick per CPU, as before Darwin had its own")
    func linuxRounding() {
        let linux = MachineLoad.procStat(ticksPerSecond: 100)
        #expect(linux.roundingNanoseconds(cpus: 2) == 1e9 / 100 * Double(2).squareRoot())
        #expect(MachineLoad.current?.source == "/proc/stat")
        #expect(MachineLoad.current?.roundedCountersPerCPU == 1)
    }
    #endif

    @Test("Where the two kinds of switch cannot be told apart, only their sum is reported")
    func switchesWithoutTheSplit() throws {
        let usage = ResourceUsage(
            cpuNanoseconds: 4_000, voluntarySwitches: 30, involuntarySwitches: 10, machineBusyNanoseconds: nil, elapsedNanoseconds: 4_000
        )
        let split = try #require(ResourceCost(usage, operations: 100, switches: .split))
        #expect(split.voluntarySwitchesPerOperation == 0.3)
        #expect(split.involuntarySwitchesPerOperation == 0.1)
        #expect(split.switchesPerOperation == 0.4)
        let total = try #require(ResourceCost(usage, operations: 100, switches: .totalOnly))
        #expect(total.voluntarySwitchesPerOperation == nil)
        #expect(total.involuntarySwitchesPerOperation == nil)
        #expect(total.switchesPerOperation == 0.4)
        #expect(ContextSwitchCounting.totalOnly.meaning.contains("left empty"))
    }

    @Test("A file with only the total of the switches reads back as written; an older file without it sums the two")
    func switchColumnsRoundTrip() throws {
        let total = ResourceCost(
            cpuNanosecondsPerOperation: 50, voluntarySwitchesPerOperation: nil, involuntarySwitchesPerOperation: nil,
            switchesPerOperation: 0.25, foreignCPUPercent: 3, isNoisy: false
        )
        let file = ResultsFile(metadata: [("host", "mac")], results: [
            CaseResult(
                benchmark: .contended, primitive: "os_unfair_lock", workload: "increment", threads: 2, oversubscribed: false,
                windowSeconds: 0.2, totalOperations: 1_000, samples: [20, 21], lostUpdates: 0, batchSize: 10, status: .ok,
                cost: total
            ),
        ])
        let text = file.text
        #expect(text.contains(",50,,,0.25,3,no,"))
        #expect(try ResultsFile(parsing: text) == file)
        let older = text.replacingOccurrences(of: ",cs_per_op,", with: ",").replacingOccurrences(of: ",50,,,0.25,", with: ",50,0.2,0.05,")
        let cost = try #require(try ResultsFile(parsing: older).results.first?.cost)
        #expect(cost.voluntarySwitchesPerOperation == 0.2)
        #expect(cost.switchesPerOperation == 0.25)
    }

    @Test("The clock's step is its smallest nonzero move between reads")
    func clockStep() {
        #expect(ClockStep.smallest([5_000, 5_000, 6_000, 7_000, 9_000]) == 1_000)
        #expect(ClockStep.smallest([100, 141, 183, 224]) == 41)
        #expect(ClockStep.smallest([7, 7, 7]) == nil)
        #expect(ClockStep.smallest([9, 3]) == nil)
        #expect(ClockStep.isCoarse(1_000))
        #expect(!ClockStep.isCoarse(41))
        // The live clock moves; how far between two reads depends on the machine (and a sanitizer), so no
        // bound is asserted here: runs record it as clock_step_ns.
        #expect(ClockStep.measure() != nil)
    }

    @Test("Performance levels: two from the sysctls, one on a machine of one kind, none when a sysctl failed")
    func coreKinds() {
        #expect(CoreKinds(levels: 2, level0CPUs: 8, level1CPUs: 4) == CoreKinds(performance: 8, efficiency: 4))
        #expect(CoreKinds(levels: 1, level0CPUs: 12, level1CPUs: nil) == CoreKinds(performance: 12, efficiency: 0))
        #expect(CoreKinds(levels: 2, level0CPUs: 8, level1CPUs: nil) == nil)
        #expect(CoreKinds(levels: nil, level0CPUs: 8, level1CPUs: 4) == nil)
        #expect(CoreKinds(levels: 0, level0CPUs: 8, level1CPUs: 4) == nil)
        #expect(CoreKinds(levels: 2, level0CPUs: 0, level1CPUs: 4) == nil)
        let metadata = CoreKinds(performance: 8, efficiency: 4).metadata
        #expect(metadata.map(\.key) == ["performance_cpus", "efficiency_cpus"])
        #expect(metadata.map(\.value) == ["8", "4"])
    }
}
