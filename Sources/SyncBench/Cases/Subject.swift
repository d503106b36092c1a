/// One entry of `bench list`: a primitive or a control, and how to measure it.
///
/// This is the only place where types are erased: `measure` closes over a specialized engine,
/// so the hot loop never goes through an existential.
public struct Subject: Sendable {
    /// What a subject is for.
    public enum Role: String, Sendable {
        /// A primitive that promises mutual exclusion.
        case lock
        /// A reference point: no lock at all, or an atomic increment.
        case control
        /// The same loop as a Swift subject, written in C: shows what the Swift wrapper costs.
        case twin
        /// A way for one thread to wake another, measured by the handoff.
        case channel
        /// A serial executor used where a lock would be (an actor, a queue fed with `async`): the work
        /// submitted to it runs one item at a time.
        case executor
        /// A coordination primitive (group, work item, source, queue hierarchy), measured by a workload of its own.
        case coordination
    }

    /// The stable name used by `--filter` and in the CSV.
    public let name: String
    /// Lock or control.
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

    /// Makes a subject; prefer the `lock` and `workload` factories.
    public init(
        name: String, role: Role, summary: String, excludes: Bool, unavailableReason: String? = nil,
        sweptByDefault: Bool = true, workload: String? = nil, singleThreaded: Bool = false,
        measure: @escaping @Sendable (RunPlan) -> RunMeasurement
    ) {
        self.name = name
        self.role = role
        self.summary = summary
        self.excludes = excludes
        self.unavailableReason = unavailableReason
        self.sweptByDefault = sweptByDefault
        self.workload = workload
        self.singleThreaded = singleThreaded
        self.measure = measure
    }

    /// The same subject, swept (critical section, think time) only with `--full`: keeps the default suite short.
    public func sweptOnlyWithFull() -> Subject {
        Subject(
            name: name, role: role, summary: summary, excludes: excludes, unavailableReason: unavailableReason,
            sweptByDefault: false, workload: workload, singleThreaded: singleThreaded, measure: measure
        )
    }

    /// A lock measured with the locked-increment workload, with the plan's critical-section and think work.
    @inlinable
    public static func lock<Lock: LockPrimitive>(_ type: Lock.Type) -> Subject {
        Subject(name: Lock.name, role: Lock.excludes ? .lock : .control, summary: Lock.summary, excludes: Lock.excludes) {
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

    /// A signalling channel measured with the two-thread ping-pong.
    public static func handoff<Channel: HandoffChannel>(_ type: Channel.Type) -> Subject {
        Subject(name: Channel.name, role: .channel, summary: Channel.summary, excludes: true) {
            HandoffRunner.measure(Channel.self, plan: $0)
        }
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
