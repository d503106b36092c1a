/// One entry of the catalog: a primitive, a control or a workload, the benchmarks that measure it, and how.
///
/// This is the only place where types are erased: `measure` closes over a specialized engine,
/// so the hot loop never goes through an existential.
public struct Subject: Sendable {
    /// The stable name used by `--filter` and in the CSV.
    package let name: String
    /// What the subject is: a lock, a control, a C twin, a channel, a pattern, an executor or a coordination primitive.
    package let role: Role
    /// The group it is charted and reported with: pthread kinds, Foundation locks, Dispatch, ...
    package let family: Family
    /// How its waiters wait once contention lasts, for a lock (and the actor, whose callers suspend); nil for a
    /// subject that is neither.
    package let contendedWaiting: ContendedWaiting?
    /// The benchmarks that measure it, in the order they run: a lock is measured uncontended and contended.
    package internal(set) var benchmarks: [Benchmark]
    /// One line on what it is on this platform.
    package let summary: String
    /// Whether a lost update means failure (false only for the no-lock control).
    package let excludes: Bool
    /// Why it cannot run here, or nil when it can.
    package let unavailableReason: String?
    /// Whether an explicit sweep of critical-section work and think time covers this lock; `--full` sweeps every
    /// lock.
    package internal(set) var sweptByDefault: Bool
    /// Whether a run measures this subject in its kernels by default; `--full` measures every one they take.
    package internal(set) var kernelsByDefault: Bool
    /// Why the kernels do not measure this subject, for `bench list`; nil when they do, or when it is not the
    /// kind of subject they could (a channel, a pattern).
    package internal(set) var notInKernels: String?
    /// What one instance of the primitive takes (`Footprint`), measured when asked; nil for a subject that is no
    /// one primitive (a workload of its own, a pattern).
    package let footprint: (@Sendable () -> Footprint)?
    /// The workload column of a subject that is a workload of its own (coordination), or nil.
    package let workload: String?
    /// Whether a coordination workload has one caller by nature, and so runs at one thread count only.
    package let singleThreaded: Bool
    /// The lock type behind a subject made by `lock(_:)`, so that tests can check every lock of a suite for
    /// mutual exclusion; nil for every other kind of subject.
    package let lockType: (any LockPrimitive.Type)?
    /// Runs the engine on a fresh instance.
    package internal(set) var measure: @Sendable (RunPlan) -> RunMeasurement
    /// Makes the same subject with `work` added inside its lock, for subjects that are locks.
    let makeSlowed: (@Sendable (SlowdownWork) -> Subject)?

    /// Makes a subject; prefer the factories (`lock`, `workload`, `coordination`, ...).
    /// - Parameters:
    ///   - benchmarks: the benchmarks that measure it; by default uncontended and contended, as a lock.
    ///   - family: the group it is charted with; a subject of your own is `.user` unless you say otherwise.
    ///   - contendedWaiting: how its waiters wait, for a lock or the actor; nil for any other subject.
    @usableFromInline package init(
        name: String, role: Role, family: Family = .user, contendedWaiting: ContendedWaiting? = nil,
        benchmarks: [Benchmark] = [.uncontended, .contended], summary: String, excludes: Bool, unavailableReason: String? = nil,
        sweptByDefault: Bool = true, workload: String? = nil, singleThreaded: Bool = false,
        measure: @escaping @Sendable (RunPlan) -> RunMeasurement
    ) {
        self.init(
            name: name, role: role, family: family, contendedWaiting: contendedWaiting, benchmarks: benchmarks, summary: summary,
            excludes: excludes, unavailableReason: unavailableReason, sweptByDefault: sweptByDefault, workload: workload,
            singleThreaded: singleThreaded, lockType: nil, makeSlowed: nil, measure: measure
        )
    }

    @usableFromInline
    init(
        name: String, role: Role, family: Family, contendedWaiting: ContendedWaiting?, benchmarks: [Benchmark], summary: String,
        excludes: Bool, unavailableReason: String?, sweptByDefault: Bool = true, workload: String? = nil, singleThreaded: Bool = false,
        lockType: (any LockPrimitive.Type)? = nil, notInKernels: String? = nil, footprint: (@Sendable () -> Footprint)? = nil,
        makeSlowed: (@Sendable (SlowdownWork) -> Subject)?, measure: @escaping @Sendable (RunPlan) -> RunMeasurement
    ) {
        self.name = name
        self.role = role
        self.family = family
        self.contendedWaiting = contendedWaiting
        self.benchmarks = benchmarks
        self.summary = summary
        self.excludes = excludes
        self.unavailableReason = unavailableReason
        self.sweptByDefault = sweptByDefault
        kernelsByDefault = true
        self.notInKernels = notInKernels
        self.footprint = footprint
        self.workload = workload
        self.singleThreaded = singleThreaded
        self.lockType = lockType
        self.makeSlowed = makeSlowed
        self.measure = measure
    }

    /// The same subject, swept (critical section, think time) only with `--full`, not by an explicit sweep.
    package func sweptOnlyWithFull() -> Subject {
        var subject = self
        subject.sweptByDefault = false
        return subject
    }

    /// The same subject, measured in the kernels only with `--full`: keeps the default run to the locks a reader
    /// chooses between. `bench list` says so.
    package func kernelsOnlyWithFull() -> Subject {
        var subject = self
        subject.kernelsByDefault = false
        return subject
    }

    /// The same subject, kept out of the kernels for `reason`, which `bench list` shows.
    @usableFromInline package func outOfKernels(_ reason: String) -> Subject {
        var subject = self
        subject.benchmarks.removeAll(where: \.isKernel)
        subject.notInKernels = reason
        return subject
    }

    /// This subject with `work` added inside its lock, or nil when it is not a lock (a control, a workload of its own).
    package func slowed(by work: SlowdownWork) -> Subject? {
        role == .lock ? makeSlowed?(work) : nil
    }
}
