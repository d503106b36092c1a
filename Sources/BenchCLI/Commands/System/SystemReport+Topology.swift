import SyncBench

/// The report's topology items: how the CPUs share cores, caches, dies and packages, and what each pinning
/// policy would pick for two threads, so that a user sees whether placement has anything to choose between.
extension SystemReport {
    /// The domains of each level, by count and size (`2 L3s of 8`), and the levels that could not be read.
    func topology() -> String {
        guard let topology = facts.topology, !topology.cpus.isEmpty else {
            return facts.darwin != nil ? "not exposed on macOS" : "not exposed"
        }
        let levels = topology.levels.map { domains in
            let sizes = domains.groups.map(\.count)
            let size = sizes.min() == sizes.max() ? "\(sizes[0])" : "\(sizes.min() ?? 0)-\(sizes.max() ?? 0)"
            return "\(domains.groups.count) \(domains.level.name)\(domains.groups.count == 1 ? "" : "s") of \(size)"
        }
        let unknown = topology.unknown.map(\.name).joined(separator: ", ")
        let unread = unknown.isEmpty ? "" : "; unknown (files missing, garbled or disagreeing): \(unknown)"
        return "\(topology.cpus.count) CPUs: \(levels.isEmpty ? "no level read" : levels.joined(separator: ", "))\(unread)"
    }

    /// How many levels pairs of the allowed CPUs meet at, and the CPUs `compact` and `spread` would pin two
    /// threads to.
    func pinning() -> String {
        guard let topology = facts.topology, !facts.allowedCPUs.isEmpty else {
            return facts.darwin != nil
                ? "macOS cannot pin a thread to a CPU: workers run where the scheduler puts them"
                : "nothing can be pinned: the CPUs this process may run on could not be read"
        }
        let allowed = facts.allowedCPUs
        let picks = [PinningPolicy.compact, .spread].map { policy in
            (policy: policy, cpus: policy.workerCPUs(threads: 2, topology: topology, allowed: allowed) ?? [])
        }
        let levels = topology.pairLevels(among: allowed)
        guard levels.count > 1 else {
            let why = if allowed.count < 2 {
                "one CPU allowed"
            } else if topology.levels.isEmpty {
                "topology unknown"
            } else {
                "one level: every pair of the \(allowed.count) allowed CPUs shares \(Self.phrase(levels[0]))"
            }
            return "\(why), so compact and spread pick alike (2 threads on \(Self.list(picks[0].cpus)))"
        }
        let shares = levels.map(Self.phrase)
        let choices = picks.map { pick in
            "\(pick.policy.rawValue) on \(Self.list(pick.cpus)) (sharing \(Self.phrase(topology.sharedLevel(pick.cpus[0], pick.cpus[1]))))"
        }
        return "\(levels.count) levels: a pair of allowed CPUs shares \(shares.dropLast().joined(separator: ", ")) or \(shares.last ?? ""); "
            + "2 threads: \(choices.joined(separator: ", ")), os unpinned"
    }

    /// CPUs in the order picked: `0,8`.
    private static func list(_ cpus: [Int]) -> String {
        cpus.map(String.init).joined(separator: ",")
    }

    /// What two CPUs that meet at `level` share: `a core`, `an L3`, `only the machine`.
    private static func phrase(_ level: SharingLevel) -> String {
        switch level {
        case .cache: "an \(level.name)"
        case .machine: "only the machine"
        default: "a \(level.name)"
        }
    }
}
