/// How a machine's CPUs share cores, caches, dies and packages, as Linux's sysfs describes them
/// (`CPUTopology+Reading`): the domains of each level, and the levels at which pairs of CPUs meet, which is what
/// a pinning policy can choose between.
///
/// Inside a VM this is what the hypervisor chose to show (QEMU, Firecracker and Cloud Hypervisor all make it
/// up): the guest's vCPUs float over the host's CPUs whatever it says, unless the host pins them.
@usableFromInline package struct CPUTopology: Sendable, Equatable {
    /// The domains of one level: the CPUs of each, ascending, and the domains in order of their lowest CPU.
    package struct Domains: Sendable, Equatable {
        /// The level.
        package let level: SharingLevel
        /// The CPUs of each domain.
        package let groups: [[Int]]
        /// The index in `groups` of each CPU's domain.
        private let owner: [Int: Int]

        /// The domains of `level` made of `groups`, which must be ascending, apart and in order of their lowest CPU.
        init(level: SharingLevel, groups: [[Int]]) {
            self.level = level
            self.groups = groups
            owner = Dictionary(uniqueKeysWithValues: groups.enumerated().flatMap { index, group in group.map { ($0, index) } })
        }

        /// The index in `groups` of the domain that holds `cpu`; nil for a CPU the topology does not describe.
        package func domain(of cpu: Int) -> Int? {
            owner[cpu]
        }
    }

    /// The CPUs described (those online), ascending.
    package let cpus: [Int]
    /// Each level that every CPU's files describe, well formed and in agreement, innermost first.
    package let levels: [Domains]
    /// The levels that some CPU's files leave out or garble, or on which the CPUs disagree: unknown, never guessed.
    /// A die, a level sysfs may not have, is unknown only when some CPU has its file; no cache is unknown unless
    /// some CPU describes one of its level.
    package let unknown: [SharingLevel]

    /// The domains of `level`; nil when it is unknown or not described.
    package func domains(_ level: SharingLevel) -> Domains? {
        levels.first { $0.level == level }
    }

    /// The innermost level with a domain that holds both `a` and `b`; `.machine` when none does.
    package func sharedLevel(_ a: Int, _ b: Int) -> SharingLevel {
        levels.first { domains in domains.domain(of: a).map { $0 == domains.domain(of: b) } ?? false }?.level ?? .machine
    }

    /// The levels at which pairs of `cpus` meet, innermost first: what pinning two threads to them can choose
    /// between. One level (a 2-vCPU VM that shows one core, or two cores under one L3) means every pair is alike,
    /// and the pinning policies cannot differ; none means fewer than two CPUs.
    package func pairLevels(among cpus: [Int]) -> [SharingLevel] {
        let cpus = Array(Set(cpus)).sorted()
        var met: Set<SharingLevel> = []
        for (index, a) in cpus.enumerated() {
            for b in cpus[(index + 1)...] { met.insert(sharedLevel(a, b)) }
        }
        return met.sorted()
    }
}
