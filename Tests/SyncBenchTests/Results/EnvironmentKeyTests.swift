@testable import SyncBench
import Testing

@Suite("The environment's keys are spelled once, and a results file's lines are what they were")
struct EnvironmentKeyTests {
    @Test("A results file names the environment as it always did: each key, in order, with its value")
    func metadataLines() {
        var environment = RunEnvironment.capture(traits: .current(), arguments: ["bench", "run", "--quick"], executable: nil)
        environment.host = "vm"
        environment.platform = "Linux"
        environment.cpuModel = "AMD EPYC"
        environment.cpuIdentity = "AuthenticAMD family 25 model 17 stepping 1"
        environment.onlineCPUs = 4
        environment.effectiveCPUs = 2
        environment.kernel = "Linux 6.18 x86_64"
        environment.libc = "glibc 2.36"
        environment.swiftVersion = "6.3.1"
        environment.buildConfiguration = "release"
        environment.swiftRuntime = .static
        environment.gitCommit = nil
        environment.date = "2026-11-28T05:37:00Z"
        let lines = environment.metadata.prefix(EnvironmentKey.allCases.count)
        let expected = [
            ("host", "vm"), ("platform", "Linux"), ("cpu_model", "AMD EPYC"), ("cpu_id", "AuthenticAMD family 25 model 17 stepping 1"),
            ("online_cpus", "4"), ("effective_cpus", "2"), ("cgroup_cpu_limit", environment.cgroupQuota.description),
            ("kernel", "Linux 6.18 x86_64"), ("libc", "glibc 2.36"), ("swift", "6.3.1"), ("build", "release"), ("swift_runtime", "static"),
            ("git_commit", "none"), ("command", "bench run --quick"), ("date", "2026-11-28T05:37:00Z"),
        ]
        #expect(lines.map(\.key) == expected.map(\.0))
        #expect(lines.map(\.value) == expected.map(\.1))
        #expect(environment.metadata.dropFirst(lines.count).map(\.key) == environment.traits.metadata.map(\.key))
    }

    @Test("A file's environment reads by its key, and compare warns of the keys it always did, in the same order")
    func reading() {
        let file = ResultsFile(metadata: [("host", "vm"), ("effective_cpus", "2")], results: [])
        #expect(file.metadata(.host) == "vm" && file.metadata(.effectiveCPUs) == "2" && file.metadata(.cpuID) == nil)
        #expect(Comparison.environmentKeys.map(\.rawValue) == ["host", "platform", "cpu_model", "effective_cpus", "swift", "build"])
        #expect(Comparison.recordedSinceKeys.map(\.rawValue) == ["swift_runtime"])
    }
}
