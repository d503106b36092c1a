/// Reading the topology from Linux's sysfs, the parsing kept apart from the reading so that tests feed it
/// fixture trees and garbled files.
extension CPUTopology {
    /// Where Linux describes its CPUs: `online`, and each CPU's `cpuN/topology/` and `cpuN/cache/indexK/`.
    package static let sysfsRoot = "/sys/devices/system/cpu"

    /// This machine's topology: sysfs on Linux; nil elsewhere (macOS describes no CPU a thread could be pinned to).
    package static func current() -> CPUTopology? {
        #if os(Linux)
        return read(root: sysfsRoot)
        #else
        return nil
        #endif
    }

    /// The topology that the sysfs files under `root` describe: `sysfsRoot`, or a fixture tree in tests.
    package static func read(root: String) -> CPUTopology {
        CPUTopology(file: { SystemFacts.file(root + "/" + $0) })
    }

    /// The topology that sysfs files describe, for the CPUs its `online` file lists (none when it cannot be read).
    ///
    /// For each CPU: its core from `topology/core_cpus_list` (before Linux 5.6 `thread_siblings_list`), its
    /// package from `topology/package_cpus_list` (`core_siblings_list`), its die from `topology/die_cpus_list`
    /// where the kernel has one (kept only where the dies split a package), and each data or unified cache from
    /// the L2 out from `cache/indexK/{level,type,shared_cpu_list}`. A list's offline CPUs are left out. A level is
    /// known only when every CPU's list of it reads, holds the CPU itself, and the lists agree (two CPUs' domains
    /// are the same or apart); otherwise it is `unknown`. A cache index whose level does not read cannot be
    /// placed: the level it is, which that CPU then lacks, is unknown.
    /// - Parameter file: the text of a file by its path below the sysfs root (`cpu0/topology/core_cpus_list`);
    ///   nil when it cannot be read.
    package init(file: (String) -> String?) {
        let cpus = file("online").flatMap(SystemFiles.cpuList) ?? []
        func topology(_ cpu: Int, _ name: String) -> String? { file("cpu\(cpu)/topology/\(name)") }
        let caches = Dictionary(uniqueKeysWithValues: cpus.map { ($0, Self.caches(of: $0, file: file)) })
        let cacheLevels = Set(caches.values.flatMap(\.keys)).sorted()
        var levels: [Domains] = []
        var unknown: [SharingLevel] = []
        let readings: [(SharingLevel, expected: Bool, lists: [String?])] = [
            (.core, true, cpus.map { topology($0, "core_cpus_list") ?? topology($0, "thread_siblings_list") }),
        ] + cacheLevels.map { level in (.cache(level), true, cpus.map { caches[$0]?[level] ?? nil }) } + [
            (.die, false, cpus.map { topology($0, "die_cpus_list") }),
            (.package, true, cpus.map { topology($0, "package_cpus_list") ?? topology($0, "core_siblings_list") }),
        ]
        for (level, expected, lists) in readings where expected || lists.contains(where: { $0 != nil }) {
            if let groups = Self.domains(lists, of: cpus) {
                levels.append(Domains(level: level, groups: groups))
            } else {
                unknown.append(level)
            }
        }
        // A package of one die: the die says nothing the package does not.
        if let package = levels.last(where: { $0.level == .package }) {
            levels.removeAll { $0.level == .die && $0.groups == package.groups }
        }
        self.init(cpus: cpus, levels: levels, unknown: unknown)
    }

    /// The domains that each CPU's list of one level makes (`lists[i]` is the text of `cpus[i]`'s); nil when a
    /// list is missing or garbled, leaves its own CPU out, or two lists overlap without being the same.
    private static func domains(_ lists: [String?], of cpus: [Int]) -> [[Int]]? {
        guard !cpus.isEmpty else { return nil }
        let described = Set(cpus)
        var groups: Set<[Int]> = []
        for (cpu, text) in zip(cpus, lists) {
            guard let group = text.flatMap(SystemFiles.cpuList).map({ Set($0).intersection(described).sorted() }),
                  group.contains(cpu)
            else { return nil }
            groups.insert(group)
        }
        // Each CPU is in its own list; lists that hold no more CPUs in all than there are CPUs are apart.
        guard groups.reduce(0, { $0 + $1.count }) == cpus.count else { return nil }
        return groups.sorted { $0[0] < $1[0] }
    }

    /// The shared-CPU list's text (nil when it cannot be read) of each data or unified cache from the L2 out that
    /// `cpu`'s `cache/indexK` folders describe, by level; an index whose level does not read is left out.
    private static func caches(of cpu: Int, file: (String) -> String?) -> [Int: String?] {
        var caches: [Int: String?] = [:]
        for index in 0... {
            let folder = "cpu\(cpu)/cache/index\(index)/"
            let (level, type, list) = (file(folder + "level"), file(folder + "type"), file(folder + "shared_cpu_list"))
            if level == nil && type == nil && list == nil { break }
            guard let level = level.flatMap({ Int($0.filter { !$0.isWhitespace }) }), level >= 2,
                  type?.filter({ !$0.isWhitespace }) != "Instruction"
            else { continue }
            caches[level] = .some(list)
        }
        return caches
    }
}
