/// Everything a run may measure, by the kind of benchmark each subject takes part in.
public struct Catalog: Sendable {
    /// Locks, controls and C twins: measured uncontended and contended.
    public var locks: [Subject]
    /// Read/write locks: measured in the read/write mix.
    public var readWrite: [Subject]
    /// Signalling channels: measured in the handoff ping-pong.
    public var handoff: [Subject]
    /// Locks measured in the priority-inversion rounds.
    public var inversion: [Subject]
    /// Ways of submitting blocking work: measured by the thread explosion.
    public var explosion: [Subject]
    /// Coordination primitives, each (primitive, pattern, parameter) measured by a workload of its own.
    public var coordination: [Subject]

    /// Makes a catalog.
    public init(
        locks: [Subject], readWrite: [Subject] = [], handoff: [Subject] = [], inversion: [Subject] = [],
        explosion: [Subject] = [], coordination: [Subject] = []
    ) {
        self.locks = locks
        self.readWrite = readWrite
        self.handoff = handoff
        self.inversion = inversion
        self.explosion = explosion
        self.coordination = coordination
    }

    /// Every subject with the benchmark it is listed under, in order.
    public var entries: [(benchmark: Benchmark, subject: Subject)] {
        locks.map { (.contended, $0) } + readWrite.map { (.rwmix, $0) } + handoff.map { (.handoff, $0) }
            + inversion.map { (.inversion, $0) } + explosion.map { (.explosion, $0) }
            + coordination.map { (.coordination, $0) }
    }

    /// The catalog with only the subjects whose name `keep` accepts.
    public func filtered(_ keep: (String) -> Bool) -> Catalog {
        Catalog(
            locks: locks.filter { keep($0.name) },
            readWrite: readWrite.filter { keep($0.name) },
            handoff: handoff.filter { keep($0.name) },
            inversion: inversion.filter { keep($0.name) },
            explosion: explosion.filter { keep($0.name) },
            coordination: coordination.filter { keep($0.name) }
        )
    }
}
