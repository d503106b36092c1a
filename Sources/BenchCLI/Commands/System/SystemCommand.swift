import Foundation
import SyncBench

/// `bench system`: what the machine tells about itself that bears on a benchmark, how steady its host runs
/// right now, a verdict and advice, in the manner of `pyperf system show`.
enum SystemCommand: BenchCommand {
    static let name = "system"
    static let summary: (synopsis: String, text: String)? = ("system", "what the machine says about itself, how steady its host runs now, and advice")
    static let usage: String? = SystemOptions.usage

    /// Probe readings taken, and the pause between two, so that the probe spans about three seconds; a reading
    /// every 100 ms, so that a slow episode of a few tenths of a second shows as two readings or more.
    static let readings = 30
    static let pauseMicroseconds: UInt32 = 100_000
    /// How long the probe takes, in whole seconds, as the help and the progress line say it.
    static let probeSeconds = Int(Double(readings) * Double(pauseMicroseconds) / 1e6)

    /// Reads the facts, probes the host and prints the report.
    static func execute(_ options: SystemOptions, in context: CommandContext) -> ExitCode {
        let console = context.console
        let environment = RunEnvironment.capture(traits: .current())
        let facts = SystemFacts.read(cgroupQuota: environment.cgroupQuota)
        console.err("bench system: probing the host for about \(probeSeconds) s ...\n")
        let (before, ownBefore, started) = (HostActivity.now(), ResourceSnapshot.now().processCPUNanoseconds, MonotonicClock.now())
        var probes: [HostProbe.Reading] = []
        for _ in 0..<readings {
            probes.append(HostProbe.measure())
            usleep(pauseMicroseconds)
        }
        let own = Double(ResourceSnapshot.now().processCPUNanoseconds - ownBefore)
            / (Double(MonotonicClock.now() - started) * Double(max(1, facts.onlineCPUs)))
        let activity = HostActivity.now().flatMap { now in before.flatMap { now.shares(since: $0) } }
            .map { ProbingActivity(busy: $0.busy, steal: $0.steal, own: own) }
        let report = SystemReport(
            facts: facts, effectiveCPUs: environment.effectiveCPUs, probes: probes, activity: activity, platform: environment.platform
        )
        console.out(report.render())
        return .success
    }
}
