/// A kind of domain that CPUs share, in the order a pinning policy fills them: a core (SMT siblings), each cache
/// level from the L2 out, a die, a package, and last the machine itself.
@usableFromInline package enum SharingLevel: Hashable, Comparable, Sendable {
    /// One core: SMT siblings, which share its execution units and its L1 and (as a rule) L2.
    case core
    /// One cache of this level: an L2, or an L3 (on AMD Zen the L3 is one CCX, the only mark of a CCX in sysfs).
    case cache(Int)
    /// One die of a package (x86 with several dies a package; elsewhere the package).
    case die
    /// One package: a socket.
    case package
    /// Nothing smaller than the machine: two CPUs that share no domain the topology names.
    case machine

    /// The level's name: `core`, `L2`, `L3`, `die`, `package`, `machine`.
    package var name: String {
        switch self {
        case .core: "core"
        case .cache(let level): "L\(level)"
        case .die: "die"
        case .package: "package"
        case .machine: "machine"
        }
    }
}
