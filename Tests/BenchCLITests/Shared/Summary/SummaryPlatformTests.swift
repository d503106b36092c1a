@testable import BenchCLI
import SyncBench
import Testing

@Suite("The summary says what differs by platform")
struct SummaryPlatformTests {
    static func contended(_ cost: ResourceCost) -> CaseResult {
        CaseResult(
            benchmark: .contended, primitive: "os_unfair_lock", workload: "increment", threads: 2, oversubscribed: false,
            windowSeconds: 0.2, totalOperations: 1_000, samples: [20, 21], lostUpdates: 0, batchSize: 10, status: .ok, cost: cost
        )
    }

    @Test("Switches that cannot be told apart are shown as one total, never as a voluntary/involuntary split")
    func waitingTableShowsWhatThePlatformCanTell() {
        let total = ResourceCost(
            cpuNanosecondsPerOperation: 40, voluntarySwitchesPerOperation: nil, involuntarySwitchesPerOperation: nil,
            switchesPerOperation: 0.125, foreignCPUPercent: nil, isNoisy: false
        )
        let darwin = Summary.waiting([Self.contended(total)], effectiveCPUs: 2)
        #expect(darwin.contains("cs/op @2"))
        #expect(darwin.contains("0.125"))
        #expect(!darwin.contains("vol cs/op"))
        #expect(darwin.contains("cannot tell parking from preemption"))
        let split = ResourceCost(
            cpuNanosecondsPerOperation: 40, voluntarySwitchesPerOperation: 0.5, involuntarySwitchesPerOperation: 0.25,
            foreignCPUPercent: nil, isNoisy: false
        )
        let linux = Summary.waiting([Self.contended(split)], effectiveCPUs: 2)
        #expect(linux.contains("vol cs/op @2"))
        #expect(linux.contains("invol cs/op @2"))
        #expect(!linux.contains("cannot tell"))
    }

    @Test func thePlatformSectionListsEveryDifference() {
        let traits = PlatformTraits(
            clock: "a clock", clockStepNanoseconds: 30, contextSwitches: .totalOnly, machineLoad: .hostProcessorInfo,
            workerQoS: "stated", inversionSetting: "QoS", inversionMethod: "a method", coreKinds: CoreKinds(performance: 4, efficiency: 4)
        )
        let text = Summary.platform(traits)
        #expect(text.contains("docs/platforms.md"))
        for line in traits.differences {
            #expect(text.contains("  \(line)\n"))
        }
    }

    @Test func theInversionHeadingNamesThePlatformsSetting() {
        let row = CaseResult(
            benchmark: .inversion, primitive: "os_unfair_lock", workload: "hold=50us burst=20ms", threads: 3, oversubscribed: true,
            windowSeconds: 1e-9, totalOperations: 0, samples: [], lostUpdates: 0, batchSize: 1, status: .unavailable("the premise did not hold here")
        )
        let text = Summary.inversion([row], setting: "QoS classes, a medium spinner per CPU", terminal: .file)
        #expect(text.contains("Priority inversion (QoS classes, a medium spinner per CPU: low holds 50 us"))
        #expect(text.contains("unavailable: the premise did not hold here"))
    }
}
