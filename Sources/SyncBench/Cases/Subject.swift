/// One entry of `bench list`: a primitive or a control, and how to measure it.
///
/// This is the only place where types are erased: `measure` closes over a specialized engine,
/// so the hot loop never goes through an existential.
public struct Subject: Sendable {

    /// The stable name used by `--filter` and in the CSV.
    public let name: String
    /// What the subject is: a lock, a control, a C twin, a channel, a pattern, an executor or a coordination primitive.
    public let role: Role
    /// One line on what it is on this platform.
    public let summary: String
    /// Whether a lost update means failure (false only for the no-lock control).
    public let excludes: Bool
    /// Why it cannot run here, or nil when it can.
    public let unavailableReason: String?
    /// Whether the default suite sweeps critical-section work and think time for this lock;
    /// `--full` sweeps every lock.
    public let sweptByDefault: Bool
    /// The workload column of a subject that is a workload of its own (coordination), or nil.
    public let workload: String?
    /// Whether a coordination workload has one caller by nature, and so runs at one thread count only.
    public let singleThreaded: Bool
    /// Runs the engine on a fresh instance.
    public let measure: @Sendable (RunPlan) -> RunMeasurement
    /// Makes the same subject with `work` added inside its lock, for subjects that are locks.
    let makeSlowed: (@Sendable (BusyWork) -> Subject)?

    /// Makes a subject; prefer the `lock` and `workload` factories.
    public init(
        name: String, role: Role, summary: String, excludes: Bool, unavailableReason: String? = nil,
        sweptByDefault: Bool = true, workload: String? = nil, singleThreaded: Bool = false,
        measure: @escaping @Sendable (RunPlan) -> RunMeasurement
    ) {
        self.init(
            name: name, role: role, summary: summary, excludes: excludes, unavailableReason: unavailableReason,
            sweptByDefault: sweptByDefault, workload: workload, singleThreaded: singleThreaded, makeSlowed: nil,
            measure: measure
        )
    }

    @usableFromInline
    init(
        name: String, role: Role, summary: String, excludes: Bool, unavailableReason: String?,
        sweptByDefault: Bool = true, workload: String? = nil, singleThreaded: Bool = false,
        makeSlowed: (@Sendable (BusyWork) -> Subject)?, measure: @escaping @Sendable (RunPlan) -> RunMeasurement
    ) {
        self.name = name
        self.role = role
        self.summary = summary
        self.excludes = excludes
        self.unavailableReason = unavailableReason
        self.sweptByDefault = sweptByDefault
        self.workload = workload
        self.singleThreaded = singleThreaded
        self.makeSlowed = makeSlowed
        self.measure = measure
    }

    /// The same subject, swept (critical section, think time) only with `--full`: keeps the default suite short.
    public func sweptOnlyWithFull() -> Subject {
        Subject(
            name: name, role: role, summary: summary, excludes: excludes, unavailableReason: unavailableReason,
            sweptByDefault: false, workload: workload, singleThreaded: singleThreaded, makeSlowed: makeSlowed,
            measure: measure
        )
    }

    /// A lock measured with the locked-increment workload, with the plan's critical-section and think work.
    @inlinable
    public static func lock<Lock: LockPrimitive>(_ type: Lock.Type) -> Subject {
        Subject(
            name: Lock.name, role: Lock.excludes ? .lock : .control, summary: Lock.summary, excludes: Lock.excludes,
            unavailableReason: nil, makeSlowed: { slowed(type, by: $0) }
        ) {
            Engine.measure(LockedIncrement<Lock>(critical: $0.parameters.critical, think: $0.parameters.think), plan: $0)
        }
    }

    /// A read/write lock measured with the read/write mix the plan sets.
    @inlinable
    public static func readWrite<Lock: ReadWriteLockPrimitive>(_ type: Lock.Type) -> Subject {
        Subject(name: Lock.name, role: .lock, summary: Lock.summary, excludes: true) {
            Engine.measure(ReadWriteMix<Lock>(readPercent: $0.parameters.readPercent ?? 100), plan: $0)
        }
    }

    /// A lock in the priority-inversion rounds: the high-priority thread's wait, one sample per round
    /// (one round per 40 ms of windows: 25 at the default 5 x 200 ms; at least 3).
    public static func inversion<Lock: LockPrimitive>(_ type: Lock.Type) -> Subject {
        Subject(name: Lock.name, role: .lock, summary: Lock.summary, excludes: true) { plan in
            switch PriorityInversionRunner.measure(Lock.self, rounds: plan.events(per: 40_000_000, atLeast: 3)) {
            case .unavailable(let reason):
                return .unavailable(reason)
            case .stuck:
                return .stuck([0, 1, 2])
            case .waits(let waits):
                let histogram = LatencyHistogram()
                waits.forEach(histogram.record)
                return .events(waits, latency: histogram)
            }
        }
    }

    /// A way of submitting blocking work in the thread-explosion workload: one sample per repetition
    /// (one per 200 ms of windows: 5 by default, at least 1), the time until every item ran, with the
    /// process's peak thread count.
    public static func explosion(_ pattern: ThreadExplosion.Pattern) -> Subject {
        Subject(name: pattern.rawValue, role: .pattern, summary: pattern.summary, excludes: true) { plan in
            var times: [UInt64] = []
            var growth = ThreadGrowth(before: .max, peak: 0)
            for _ in 0..<plan.events(per: 200_000_000, atLeast: 1) {
                guard let figures = ThreadExplosion.run(pattern, items: plan.parameters.items ?? 16, cpus: RunEnvironment.effectiveCPUs()) else {
                    return .stuck([0])
                }
                times.append(figures.nanoseconds)
                growth = ThreadGrowth(before: min(growth.before, figures.threadsBefore), peak: max(growth.peak, figures.peakThreads))
            }
            return .events(times, threadGrowth: growth)
        }
    }

    /// A signalling channel measured with the two-thread ping-pong.
    public static func handoff<Channel: HandoffChannel>(_ type: Channel.Type) -> Subject {
        Subject(name: Channel.name, role: .channel, summary: Channel.summary, excludes: true) {
            HandoffRunner.measure(Channel.self, plan: $0)
        }
    }

    /// `Lock` with `work` added inside its critical section, under `Lock`'s own name (see `Slowed`).
    @inlinable
    public static func slowed<Lock: LockPrimitive>(_ type: Lock.Type, by work: BusyWork) -> Subject {
        Subject(name: Lock.name, role: .lock, summary: Slowed<Lock>.summary, excludes: Lock.excludes) {
            Engine.measure(LockedIncrement(Slowed<Lock>(work: work)), plan: $0)
        }
    }

    /// This subject with `work` added inside its lock, or nil when it is not a lock (a control, a workload of its own).
    public func slowed(by work: BusyWork) -> Subject? {
        role == .lock ? makeSlowed?(work) : nil
    }

    /// A workload of its own, made fresh for each case.
    @inlinable
    public static func workload<W: Workload>(
        name: String, role: Role, summary: String, make: @escaping @Sendable () -> W
    ) -> Subject {
        Subject(name: name, role: role, summary: summary, excludes: true) {
            Engine.measure(make(), plan: $0)
        }
    }

    /// Increments submitted to a serial executor, measured per submission.
    @inlinable
    public static func executor<Executor: SerialExecutorKind>(_ type: Executor.Type) -> Subject {
        Subject(name: Executor.name, role: .executor, summary: Executor.summary, excludes: true) {
            Engine.measure(AsyncSubmission<Executor>(), plan: $0)
        }
    }

    /// A workload whose workers are tasks, measured by `TaskRunner`.
    @inlinable
    public static func tasks<W: AsyncWorkload>(
        name: String, summary: String, make: @escaping @Sendable () -> W
    ) -> Subject {
        Subject(name: name, role: .executor, summary: summary, excludes: true) {
            TaskRunner.measure(make(), plan: $0)
        }
    }

    /// A coordination workload: `name` is the primitive, `workload` the pattern and its parameter.
    /// - Parameter singleThreaded: true when the pattern has one caller by nature (a fan-out, a wait).
    public static func coordination(
        name: String, workload: String, summary: String, singleThreaded: Bool,
        measure: @escaping @Sendable (RunPlan) -> RunMeasurement
    ) -> Subject {
        Subject(
            name: name, role: .coordination, summary: summary, excludes: true, workload: workload,
            singleThreaded: singleThreaded, measure: measure
        )
    }

    /// A subject that exists on other platforms only; `bench list` shows why it is missing.
    public static func unavailable(name: String, summary: String, reason: String) -> Subject {
        Subject(name: name, role: .lock, summary: summary, excludes: true, unavailableReason: reason) { _ in
            preconditionFailure("\(name) is unavailable: \(reason)")
        }
    }
}
