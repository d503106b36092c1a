import SyncBench

/// The report `bench system` prints: each item on a line with what it means for a benchmark, then a verdict
/// and advice drawn from them.
struct SystemReport {
    let facts: SystemFacts
    let effectiveCPUs: Int
    /// The host's level, from the readings outside its slow episodes (from all of them when the episodes took
    /// half the time or more): a short episode is reported as one, and does not make the host restless.
    let steadiness: HostSteadiness?
    /// The host's slow episodes while it was probed; nil without two readings.
    let episodes: HostEpisodes?
    /// The machine's CPU time while the host was probed; nil where not exposed.
    let activity: ProbingActivity?
    let platform: String

    /// The report on `facts`, the host probed by `probes` (in the order taken), and the machine's `activity`.
    init(facts: SystemFacts, effectiveCPUs: Int, probes: [HostProbe.Reading], activity: ProbingActivity?, platform: String) {
        let readings = probes.map(\.nanoseconds)
        let episodes = HostEpisodes(readings, times: probes.map(\.takenAt))
        self.facts = facts
        self.effectiveCPUs = effectiveCPUs
        self.episodes = episodes
        self.steadiness = HostSteadiness(episodes.map { $0.share < 0.5 ? $0.outside(readings) : readings } ?? readings)
        self.activity = activity
        self.platform = platform
    }

    /// The share of all CPU time (every CPU's) that other processes may use while probing, beyond the probe's
    /// own, before the report advises stopping them: a flat share, so that a process spinning one CPU of two
    /// (50%) is reported, which an allowance of a whole CPU would hide.
    static let busyAllowance = 0.05

    /// The whole report.
    func render() -> String {
        var lines = ["syncbench system: \(platform), \(facts.onlineCPUs) CPUs online, \(effectiveCPUs) effective", ""]
        lines += items().map { "  \($0.name.padded(to: 16))\($0.value)" }
        let advice = self.advice()
        lines += ["", "Verdict: \(verdict(advice))"]
        lines += advice.map { "  - \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each item, as a name and what was found.
    func items() -> [(name: String, value: String)] {
        let notExposed = "not exposed"
        var items: [(String, String)] = [
            ("virtualization", facts.virtualization ?? notExposed),
            ("steal time", steal()),
            ("governor", facts.governors?.joined(separator: ", ") ?? notExposed),
            ("boost", facts.boost.map { $0 ? "on" : "off" } ?? notExposed),
            ("SMT", smt()),
            ("topology", topology()),
            ("pinning", pinning()),
            ("isolated CPUs", facts.isolatedCPUs.map { $0.isEmpty ? "none" : $0.map(String.init).joined(separator: ",") } ?? notExposed),
            ("cgroup quota", facts.cgroupQuota.cpus.map { "\(NumberText.figure($0)) CPUs" } ?? facts.cgroupQuota.description),
            ("load", load()),
            ("host probe", probe()),
        ]
        if let darwin = facts.darwin {
            items.append(("cores", darwin.cores.map { "\($0.performance) performance, \($0.efficiency) efficiency" } ?? notExposed))
            items.append(("thermal state", darwin.thermalState))
            items.append(("low-power mode", darwin.lowPowerMode ? "on" : "off"))
        }
        return items
    }

    private func steal() -> String {
        guard let since = facts.stealSinceBoot else { return facts.darwin != nil ? "not exposed on macOS" : "not exposed" }
        let now = activity?.steal.map { "; \(NumberText.percent($0)) while probing" } ?? ""
        return "\(NumberText.percent(since)) of CPU time since boot\(now)"
    }

    private func smt() -> String {
        let active = facts.smtActive.map { $0 ? "active" : "off" } ?? "not exposed"
        return facts.siblings.isEmpty ? active : "\(active); siblings \(facts.siblings.joined(separator: " | "))"
    }

    private func load() -> String {
        let averages = facts.loadAverages.map { "load average \($0.map { NumberText.fixed($0, places: 2) }.joined(separator: " "))" } ?? "not exposed"
        let probing = activity.map {
            "; CPUs \(NumberText.percent($0.busy)) busy while probing, \(NumberText.percent($0.own)) of it the probe's own"
        }
        return averages + (probing ?? "")
    }

    private func probe() -> String {
        guard let steadiness else { return "no reading" }
        let outside = (episodes?.episodes.isEmpty ?? true) ? "" : " outside its slow episodes"
        return "\(steadiness.description)\(outside) in 3 s; \(episodes?.description ?? "no slow episode")"
    }

    /// What to do about what was found, most important first.
    func advice() -> [String] {
        var advice: [String] = []
        if let steadiness, !steadiness.isSteady {
            advice.append(
                "the host's speed moved \(NumberText.percent(steadiness.spread)) in 3 s: figures taken now will not match figures taken "
                    + "later; compare builds within one run with 'bench ab', or wait for a steady host with 'bench run --wait-steady'"
            )
        }
        if let episodes, !episodes.episodes.isEmpty, steadiness?.isSteady != false {
            advice.append(
                "the host ran slow in \(episodes.episodes.count) short episode\(episodes.episodes.count == 1 ? "" : "s") "
                    + "(\(NumberText.percent(episodes.share, places: 0)) of the time): a fork measured during one is marked "
                    + "(host_episode in the forks file), and the median of several forks outvotes it"
            )
        }
        if let steal = activity?.steal, steal > 0.05 {
            advice.append("the hypervisor took \(NumberText.percent(steal)) of the CPUs' time while probing: other guests share this host")
        }
        if let others = activity?.others, others > Self.busyAllowance {
            advice.append("other processes kept the CPUs \(NumberText.percent(others)) busy while probing: stop them before measuring")
        }
        if let governors = facts.governors, governors != ["performance"] {
            advice.append("the CPU governor is \(governors.joined(separator: ", ")): set it to performance (cpupower frequency-set -g performance)")
        }
        if facts.boost == true {
            advice.append("boost is on: clocks follow temperature and load; turn it off for steadier figures")
        }
        if !facts.siblings.isEmpty && facts.smtActive != false {
            advice.append("SMT siblings share cores: threads on two siblings slow each other; mind it when reading contended figures")
        }
        if let limit = facts.cgroupQuota.cpus, limit < Double(facts.onlineCPUs) {
            advice.append("a cgroup quota of \(NumberText.figure(limit)) CPUs: bench counts \(effectiveCPUs) effective CPUs and marks more threads oversubscribed")
        }
        if let darwin = facts.darwin {
            if darwin.thermalState != "nominal" { advice.append("the thermal state is \(darwin.thermalState): let the machine cool before measuring") }
            if darwin.lowPowerMode { advice.append("low-power mode is on: turn it off before measuring") }
            if (darwin.cores?.efficiency ?? 0) > 0 {
                advice.append("efficiency cores: threads that move between core kinds change speed; macOS cannot pin them")
            }
        }
        return advice
    }

    /// One line over all the advice.
    func verdict(_ advice: [String]) -> String {
        if let steadiness, !steadiness.isSteady { return "restless: measure with 'bench ab', or wait for a steady host" }
        if advice.isEmpty { return "steady and quiet: good for measuring" }
        return "steady, with \(advice.count) thing\(advice.count == 1 ? "" : "s") to mind"
    }
}

/// The machine's CPU time while `bench system` probed the host, as shares of all of it (every CPU's time).
struct ProbingActivity {
    /// Busy, the probe's own time included.
    let busy: Double
    /// Stolen by the hypervisor; nil where not exposed (macOS).
    let steal: Double?
    /// The probe's own: this process's CPU time.
    let own: Double

    /// Busy beyond the probe's own: other processes'.
    var others: Double { max(0, busy - own) }
}
