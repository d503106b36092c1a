@testable import BenchCLI
import Foundation
import SyncBench
import TestSupport
import Testing

/// `bench system`'s report on fixed facts: every item printed, and advice that follows from them.
@Suite("bench system: the items, the verdict and the advice")
struct SystemCommandTests {
    static let vm = SystemFacts(
        virtualization: "Firecracker (guest)", stealSinceBoot: 0.012, governors: nil, boost: nil, smtActive: nil, siblings: [],
        isolatedCPUs: [], cgroupQuota: .none, onlineCPUs: 2, loadAverages: [0.1, 0.2, 0.3]
    )

    /// Probe readings of `values` ns, 100 ms apart.
    static func probes(_ values: [Double]) -> [HostProbe.Reading] {
        values.enumerated().map { HostProbe.Reading(nanoseconds: $1, takenAt: UInt64($0) * 100_000_000) }
    }

    @Test("Every item is on a line, 'not exposed' where the machine does not say")
    func items() {
        let report = SystemReport(
            facts: Self.vm, effectiveCPUs: 2, probes: Self.probes([2.0, 2.02, 2.01]),
            activity: ProbingActivity(busy: 0.012, steal: 0.004, own: 0.003), platform: "Linux"
        )
        let text = report.render()
        for name in ["virtualization", "steal time", "governor", "boost", "SMT", "topology", "pinning", "isolated CPUs", "cgroup quota", "load", "host probe"] {
            #expect(text.contains("  \(name)"), "\(name)")
        }
        #expect(text.contains("governor        not exposed"))
        #expect(text.contains("steal time      1.2% of CPU time since boot; 0.4% while probing"))
        #expect(text.contains("cgroup quota    none"))
        #expect(text.contains("CPUs 1.2% busy while probing, 0.3% of it the probe's own"))
        #expect(text.contains("Verdict: steady and quiet: good for measuring"))
    }

    @Test("A restless probe, steal, a governor, boost, SMT and a quota each get their advice")
    func advice() {
        var facts = Self.vm
        facts.governors = ["powersave"]
        facts.boost = true
        facts.smtActive = true
        facts.siblings = ["0-1"]
        facts.cgroupQuota = .limited(1.5)
        let report = SystemReport(
            facts: facts, effectiveCPUs: 2, probes: Self.probes([2.0, 2.6, 2.2]),
            activity: ProbingActivity(busy: 0.95, steal: 0.2, own: 0.01), platform: "Linux"
        )
        let advice = report.advice()
        #expect(advice.count == 7)
        #expect(advice.first?.hasPrefix("the host's speed moved 30.0% in 3 s") == true)
        #expect(report.verdict(advice) == "restless: measure with 'bench ab', or wait for a steady host")
    }

    @Test("A slow episode of a second in three is reported as an episode, and the host read outside it stays steady")
    func episodeIsNotRestlessness() {
        // The Intel VM's third 'bench system' of 2026-11-25 12:36 UTC, as readings: a stretch at 7.28 ns among 6.02.
        let readings = (0..<30).map { (10..<20).contains($0) ? 7.28 : 6.02 }
        let report = SystemReport(facts: Self.vm, effectiveCPUs: 2, probes: Self.probes(readings), activity: nil, platform: "Linux")
        let probe = report.items().first { $0.name == "host probe" }?.value ?? ""
        #expect(probe.hasPrefix("steady (probe level 6.02-6.02 ns over 20 readings"))
        #expect(probe.hasSuffix("outside its slow episodes in 3 s; 1 slow episode: 1.00 s at +21%, 33% of 3.00 s"))
        let advice = report.advice()
        #expect(advice == ["the host ran slow in 1 short episode (33% of the time): a fork measured during one is marked (host_episode in the forks file), and the median of several forks outvotes it"])
        #expect(report.verdict(advice) == "steady, with 1 thing to mind")
        // Read as one spread, the same readings were restless.
        #expect(HostSteadiness(readings)?.isSteady == false)
    }

    @Test("Other processes are told of beyond a flat share of all CPU time, not beyond a whole CPU of it")
    func busyAdvice() {
        func advice(_ activity: ProbingActivity, cpus: Int) -> [String] {
            var facts = Self.vm
            facts.onlineCPUs = cpus
            return SystemReport(facts: facts, effectiveCPUs: cpus, probes: [], activity: activity, platform: "Linux").advice()
        }
        // One CPU of two spinning: half of all CPU time.
        #expect(advice(ProbingActivity(busy: 0.503, steal: 0, own: 0.003), cpus: 2) == [
            "other processes kept the CPUs 50.0% busy while probing: stop them before measuring"
        ])
        // Idle but for the probe and some housekeeping, on 2 CPUs and on 64.
        #expect(advice(ProbingActivity(busy: 0.04, steal: 0, own: 0.003), cpus: 2).isEmpty)
        #expect(advice(ProbingActivity(busy: 0.02, steal: 0, own: 0.0001), cpus: 64).isEmpty)
        // Four CPUs of 64 spinning (6.25% of all CPU time): told of too.
        #expect(advice(ProbingActivity(busy: 0.0626, steal: 0, own: 0.0001), cpus: 64).count == 1)
        // The probe's own time is not another process's.
        #expect(advice(ProbingActivity(busy: 0.08, steal: 0, own: 0.04), cpus: 2).isEmpty)
    }

    @Test("The cgroup quota says none, not exposed or not applicable apart, and macOS is not told it cannot tell")
    func quotaAndMacOSWords() {
        func item(_ name: String, _ facts: SystemFacts) -> String? {
            SystemReport(facts: facts, effectiveCPUs: 2, probes: [], activity: nil, platform: "x").items().first { $0.name == name }?.value
        }
        var facts = Self.vm
        for (quota, shown) in [(CgroupQuota.limited(1.5), "1.50 CPUs"), (.none, "none"), (.notExposed, "not exposed"), (.notApplicable, "not applicable")] {
            facts.cgroupQuota = quota
            #expect(item("cgroup quota", facts) == shown)
        }
        facts.virtualization = nil
        #expect(item("virtualization", facts) == "not exposed")
        facts.darwin = .init(cores: CoreKinds(performance: 4, efficiency: 4), thermalState: "nominal", lowPowerMode: false)
        facts.virtualization = "none detected"
        facts.stealSinceBoot = nil
        #expect(item("virtualization", facts) == "none detected")
        #expect(item("steal time", facts) == "not exposed on macOS")
    }

    @Test("The topology by level, and whether pinning two threads has more than one level to choose between")
    func topologyAndPinning() throws {
        func items(_ topology: CPUTopology?, allowed: [Int]? = nil, darwin: Bool = false) -> [String?] {
            var facts = Self.vm
            facts.topology = topology
            facts.allowedCPUs = allowed ?? topology?.cpus ?? []
            facts.darwin = darwin ? .init(cores: nil, thermalState: "nominal", lowPowerMode: false) : nil
            let items = SystemReport(facts: facts, effectiveCPUs: 2, probes: [], activity: nil, platform: "x").items()
            return ["topology", "pinning"].map { name in items.first { $0.name == name }?.value }
        }
        #expect(try items(SysfsTopology.flatVM.read()) == [
            "2 CPUs: 2 cores of 1, 2 L2s of 1, 1 L3 of 2, 1 package of 2",
            "one level: every pair of the 2 allowed CPUs shares an L3, so compact and spread pick alike (2 threads on 0,1)",
        ])
        #expect(try items(SysfsTopology.twoCCX.read()) == [
            "16 CPUs: 8 cores of 2, 8 L2s of 2, 2 L3s of 8, 1 package of 16",
            "3 levels: a pair of allowed CPUs shares a core, an L3 or a package; 2 threads: compact on 0,8 (sharing a core), "
                + "spread on 0,4 (sharing a package), os unpinned",
        ])
        #expect(try items(SysfsTopology.twoSockets.read())[1] == (
            "2 levels: a pair of allowed CPUs shares an L3 or only the machine; 2 threads: compact on 0,1 (sharing an L3), "
                + "spread on 0,4 (sharing only the machine), os unpinned"
        ))
        // Without CPUs 4-7, no two allowed CPUs share a core: one level.
        let halfMask = try items(SysfsTopology.oneSocketSMT.read(), allowed: [0, 1, 2, 3])[1]
        #expect(halfMask?.hasPrefix("one level: every pair of the 4 allowed CPUs shares an L3") == true)
        #expect(try items(SysfsTopology.flatVM.read(), allowed: [1])[1] == "one CPU allowed, so compact and spread pick alike (2 threads on 1,1)")
        var garbled = SysfsTopology.oneSocketSMT
        garbled.files["cpu2/cache/index3/shared_cpu_list"] = "x\n"
        #expect(try items(garbled.read())[0] == "8 CPUs: 4 cores of 2, 4 L2s of 2, 1 package of 8; unknown (files missing, garbled or disagreeing): L3")
        #expect(try items(SysfsTopology.flatVM.without("topology/").read(), allowed: [0, 1]) == [
            "2 CPUs: 2 L2s of 1, 1 L3 of 2; unknown (files missing, garbled or disagreeing): core, package",
            "one level: every pair of the 2 allowed CPUs shares an L3, so compact and spread pick alike (2 threads on 0,1)",
        ])
        #expect(try items(SysfsTopology.flatVM.without("cpu").read(), allowed: [0, 1]) == [
            "2 CPUs: no level read; unknown (files missing, garbled or disagreeing): core, package",
            "topology unknown, so compact and spread pick alike (2 threads on 0,1)",
        ])
        #expect(items(nil, darwin: true) == ["not exposed on macOS", "macOS cannot pin a thread to a CPU: workers run where the scheduler puts them"])
    }

    @Test("bench system takes no arguments")
    func refusesArguments() {
        let result = bench("system", "--fast")
        #expect(result.code == .usage && result.err.hasPrefix("bench: error: unknown option '--fast'"))
    }

    @Test("The help and docs/system.md say how often and how long the host is probed, as the command does it")
    func probeScheduleIsTold() throws {
        let pause = SystemCommand.pauseMicroseconds / 1000
        let seconds = Double(SystemCommand.readings) * Double(SystemCommand.pauseMicroseconds) / 1e6
        let result = bench("system", "--help")
        #expect(result.code == .success)
        #expect(result.out.contains("(the host probe every \(pause) ms for \(String(format: "%g", seconds)) s)"), "\(result.out)")
        let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../docs/system.md")
        let text = try String(contentsOf: document, encoding: .utf8)
        #expect(text.contains("| host probe | \(SystemCommand.readings) readings of the host probe, \(pause) ms apart |"))
    }
}
