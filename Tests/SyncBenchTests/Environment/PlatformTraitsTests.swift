import SyncBench
import Testing

@Suite("What a figure means on each platform, recorded with the results")
struct PlatformTraitsTests {
    static func traits(switches: ContextSwitchCounting, step: UInt64?, cores: CoreKinds?, load: MachineLoad?) -> PlatformTraits {
        PlatformTraits(
            clock: "a clock", clockStepNanoseconds: step, contextSwitches: switches, machineLoad: load, workerQoS: "stated QoS",
            inversionSetting: "a setting", inversionMethod: "a method", coreKinds: cores
        )
    }

    @Test func everyTraitIsRecordedAsMetadata() {
        let darwinLike = Self.traits(
            switches: .totalOnly, step: 42, cores: CoreKinds(performance: 8, efficiency: 4), load: .hostProcessorInfo
        )
        let metadata = Dictionary(uniqueKeysWithValues: darwinLike.metadata.map { ($0.key, $0.value) })
        #expect(metadata["clock"] == "a clock")
        #expect(metadata["clock_step_ns"] == "42")
        #expect(metadata["context_switches"] == ContextSwitchCounting.totalOnly.meaning)
        #expect(metadata["machine_load"] == "host_processor_info(PROCESSOR_CPU_LOAD_INFO)")
        #expect(metadata["worker_qos"] == "stated QoS")
        #expect(metadata["inversion_method"] == "a method")
        #expect(metadata["performance_cpus"] == "8")
        #expect(metadata["efficiency_cpus"] == "4")
        let bare = Self.traits(switches: .split, step: nil, cores: nil, load: nil)
        let keys = bare.metadata.map(\.key)
        #expect(!keys.contains("performance_cpus"))
        #expect(bare.metadata.first { $0.key == "machine_load" }?.value.hasPrefix("none") == true)
    }

    @Test("The summary names every figure whose meaning differs, and a coarse clock")
    func differences() {
        let darwinLike = Self.traits(
            switches: .totalOnly, step: 1_000, cores: CoreKinds(performance: 8, efficiency: 4), load: .hostProcessorInfo
        ).differences
        #expect(darwinLike.contains { $0.hasPrefix("CLOCK: a clock stepped by 1000 ns") })
        #expect(darwinLike.contains { $0.hasPrefix("context switches: only their sum") })
        #expect(darwinLike.contains { $0.contains("no steal counter") })
        #expect(darwinLike.contains("inversion: a method"))
        #expect(darwinLike.contains { $0.hasPrefix("cores: 8 performance + 4 efficiency") })
        let linuxLike = Self.traits(
            switches: .split, step: 20, cores: nil, load: MachineLoad(source: "/stat", tickNanoseconds: 1e7, roundedCountersPerCPU: 1)
        ).differences
        #expect(!linuxLike.contains { $0.hasPrefix("CLOCK") })
        #expect(linuxLike.contains { $0.hasPrefix("context switches: voluntary (blocked) and involuntary (preempted) apart") })
        #expect(linuxLike.contains { $0.contains("steal included") })
        #expect(linuxLike.contains("QoS: stated QoS"))
    }

    @Test func thisPlatformsTraitsMatchItsCounters() {
        let current = PlatformTraits.current()
        #if canImport(Darwin)
        #expect(current.contextSwitches == .totalOnly)
        #expect(current.machineLoad == .hostProcessorInfo)
        #else
        #expect(current.contextSwitches == .split)
        #expect(current.coreKinds == nil)
        #endif
        #expect(current.clock == MonotonicClock.name)
        #expect(current.workerQoS == WorkerQoS.stated)
    }
}
