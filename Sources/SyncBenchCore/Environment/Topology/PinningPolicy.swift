/// Where a run's workers are pinned, by the machine's topology: close together, far apart, or where the
/// scheduler puts them.
///
/// Linux pins (`WorkerPlacement`); macOS cannot pin a thread to a CPU (`THREAD_AFFINITY_POLICY` is refused on
/// Apple silicon, and on Intel Macs its tags were hints), so there every policy leaves the workers unpinned.
@usableFromInline package enum PinningPolicy: String, CaseIterable, Sendable {
    /// SMT siblings first, then the other cores of one cache domain, then the next domain: the first CPUs, in
    /// that order, of the smallest domain (a core, an L2, an L3, a die, a package) that holds all the threads.
    case compact
    /// As far apart as the topology allows: across packages first, then dies and cache domains, and one thread a
    /// core before any core gets a second.
    case spread
    /// No pinning: the scheduler places the workers.
    case os

    /// The CPU each of `threads` workers is pinned to, for `RunPlan.workerCPUs`; nil for `os`, and where no CPU
    /// may be pinned to (`allowed` is empty: macOS, or a mask that cannot be read).
    ///
    /// Only CPUs in `allowed` are chosen, whatever the topology describes; an allowed CPU the topology does not
    /// describe shares nothing with any other. Among choices alike, lower CPU numbers come first. With more
    /// threads than allowed CPUs the list wraps around: worker `i` shares the CPU of worker `i - allowed.count`.
    /// - Parameters:
    ///   - topology: the machine's topology (`CPUTopology.current()`).
    ///   - allowed: the CPUs this process may run on (`WorkerPlacement.allowedCPUs()`).
    package func workerCPUs(threads: Int, topology: CPUTopology, allowed: [Int]) -> [Int]? {
        let allowed = Array(Set(allowed)).sorted()
        guard !allowed.isEmpty else { return nil }
        let order: [Int]
        switch self {
        case .compact:
            // The innermost domain with room for every thread, the lowest such; the whole mask when none has.
            let room = topology.levels.lazy.compactMap { topology.split(allowed, at: $0).first { $0.count >= threads } }.first
            order = topology.order(room ?? allowed, by: topology.levels[...], combining: { $0.flatMap { $0 } })
        case .spread:
            // One thread a core first: the cores' first allowed CPUs, spread, then their second ones, and so on.
            let cores = topology.domains(.core).map { topology.split(allowed, at: $0) } ?? allowed.map { [$0] }
            order = Self.ranks(cores).flatMap { topology.order($0, by: topology.levels[...], combining: Self.interleaved) }
        case .os:
            return nil
        }
        return (0..<threads).map { order[$0 % order.count] }
    }

    /// The first of each list, then the second of each, and so on.
    private static func ranks(_ lists: [[Int]]) -> [[Int]] {
        (0..<(lists.map(\.count).max() ?? 0)).map { rank in lists.compactMap { rank < $0.count ? $0[rank] : nil } }
    }

    /// The lists interleaved: their ranks, one after the other.
    private static func interleaved(_ lists: [[Int]]) -> [Int] {
        ranks(lists).flatMap { $0 }
    }
}

extension CPUTopology {
    /// `cpus` (ascending) in the order a policy fills them: split by the domains of the outermost of `levels`,
    /// each domain ordered so by the levels inside it, down to single CPUs in ascending order, and the domains'
    /// orders combined by `combining` (concatenated for `compact`, interleaved for `spread`).
    fileprivate func order(_ cpus: [Int], by levels: ArraySlice<Domains>, combining: ([[Int]]) -> [Int]) -> [Int] {
        guard let outermost = levels.last else { return cpus }
        return combining(split(cpus, at: outermost).map { order($0, by: levels.dropLast(), combining: combining) })
    }

    /// `cpus` (ascending) grouped by their domain of `level`, the groups in order of their lowest CPU; a CPU in
    /// no domain of it is a group of its own.
    fileprivate func split(_ cpus: [Int], at level: Domains) -> [[Int]] {
        Dictionary(grouping: cpus) { cpu in level.domain(of: cpu).map { level.groups[$0] } ?? [cpu] }.values.sorted { $0[0] < $1[0] }
    }
}
