@testable import BenchCLI
import SyncBench
import Testing

/// `bench system`'s report on fixed facts: every item printed, and advice that follows from them.
@Suite("bench system: the items, the verdict and the advice")
struct SystemCommandTests {
    static let vm = SystemFacts(
        virtualization: "Firecracker (guest)", stealSinceBoot: 0.012, governors: nil, boost: nil, smtActive: nil, siblings: [],
        isolatedCPUs: [], cgroupCPULimit: nil, onlineCPUs: 2, loadAverages: [0.1, 0.2, 0.3]
    )

    @Test("Every item is on a line, 'not exposed' where the machine does not say")
    func items() {
        let report = SystemReport(
            facts: Self.vm, effectiveCPUs: 2, steadiness: HostSteadiness([2.0, 2.02, 2.01]), activity: (0.55, 0.004), platform: "Linux"
        )
        let text = report.render()
        for name in ["virtualization", "steal time", "governor", "boost", "SMT", "isolated CPUs", "cgroup quota", "load", "host probe"] {
            #expect(text.contains("  \(name)"), "\(name)")
        }
        #expect(text.contains("governor        not exposed"))
        #expect(text.contains("steal time      1.2% of CPU time since boot; 0.4% while probing"))
        #expect(text.contains("Verdict: steady and quiet: good for measuring"))
    }

    @Test("A restless probe, steal, a governor, boost, SMT and a quota each get their advice")
    func advice() {
        var facts = Self.vm
        facts.governors = ["powersave"]
        facts.boost = true
        facts.smtActive = true
        facts.siblings = ["0-1"]
        facts.cgroupCPULimit = 1.5
        let report = SystemReport(
            facts: facts, effectiveCPUs: 2, steadiness: HostSteadiness([2.0, 2.6, 2.2]), activity: (0.95, 0.2), platform: "Linux"
        )
        let advice = report.advice()
        #expect(advice.count == 7)
        #expect(advice.first?.hasPrefix("the host's speed moved 30.0% in 3 s") == true)
        #expect(report.verdict(advice) == "restless: measure with 'bench ab', or wait for a steady host")
    }

    @Test("bench system takes no arguments")
    func refusesArguments() {
        let result = bench("system", "--fast")
        #expect(result.code == .usage && result.err.hasPrefix("bench: error: unknown option '--fast'"))
    }
}
