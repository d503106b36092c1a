/// How many logical CPUs of each performance level the machine has: Apple silicon's performance (P) and
/// efficiency (E) cores. Threads that migrate between the two run at different speeds, so a figure means
/// little without them.
@usableFromInline package struct CoreKinds: Sendable, Equatable {
    /// Logical CPUs of the fastest level (`hw.perflevel0.logicalcpu`).
    package var performance: Int
    /// Logical CPUs of the second level (`hw.perflevel1.logicalcpu`); 0 on a machine with one level.
    package var efficiency: Int

    /// Makes a record from known counts.
    package init(performance: Int, efficiency: Int) {
        self.performance = performance
        self.efficiency = efficiency
    }

    /// The record from what the `hw.nperflevels` and `hw.perflevelN.logicalcpu` sysctls returned (nil
    /// where one failed), or nil when they do not describe a machine: no levels, or a level without CPUs.
    /// A machine of one level (an Intel Mac) has no efficiency cores.
    package init?(levels: Int?, level0CPUs: Int?, level1CPUs: Int?) {
        guard let levels, levels >= 1, let level0CPUs, level0CPUs > 0 else { return nil }
        if levels == 1 {
            self.init(performance: level0CPUs, efficiency: 0)
            return
        }
        guard let level1CPUs, level1CPUs > 0 else { return nil }
        self.init(performance: level0CPUs, efficiency: level1CPUs)
    }

    /// This machine's, from the sysctls (Darwin); nil elsewhere and where they cannot be read.
    package static func current() -> CoreKinds? {
        #if canImport(Darwin)
        return CoreKinds(
            levels: Sysctl.integer("hw.nperflevels"),
            level0CPUs: Sysctl.integer("hw.perflevel0.logicalcpu"),
            level1CPUs: Sysctl.integer("hw.perflevel1.logicalcpu")
        )
        #else
        return nil
        #endif
    }

    /// The counts as `key: value` metadata lines.
    package var metadata: [(key: String, value: String)] {
        [("performance_cpus", String(performance)), ("efficiency_cpus", String(efficiency))]
    }
}
