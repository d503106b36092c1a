/// The ways to make a subject: each picks the workload that measures a kind of primitive and the benchmarks
/// that run it, with the primitive's type kept generic up to the engine.
extension Subject {
    /// A lock measured with the locked-increment workload, with the plan's critical-section and think work, and in
    /// every built-in kernel (a lock that does not exclude in none), reading through its exclusive path.
    @inlinable
    public static func lock<Lock: LockPrimitive>(_ type: Lock.Type) -> Subject {
        lock(type, access: ExclusiveAccess<Lock>.self)
    }

    /// A lock with a shared mode: as `lock(_:)`, with the kernels' reads through its shared path.
    @inlinable
    package static func lock<Lock: ReadWriteLockPrimitive>(_ type: Lock.Type) -> Subject {
        lock(type, access: SharedAccess<Lock>.self)
    }

    /// A lock whose kernels reach it through `Access`.
    @inlinable
    static func lock<Lock, Access: LockAccess>(_ type: Lock.Type, access: Access.Type) -> Subject where Access.Lock == Lock {
        let kernels = KernelKind.allCases.map(\.benchmark)
        return Subject(
            name: Lock.name, role: Lock.excludes ? .lock : .control, family: Lock.family,
            contendedWaiting: Lock.excludes ? Lock.contendedWaiting : nil,
            benchmarks: [.uncontended, .contended] + (Lock.excludes ? kernels : []), summary: Lock.summary, excludes: Lock.excludes,
            unavailableReason: nil, lockType: type,
            notInKernels: Lock.excludes ? nil : "does not exclude, so every kernel's invariant would fail by design",
            footprint: { Footprint.remembered(for: Lock.self) { Lock.footprint } }, makeSlowed: { slowed(type, by: $0) }
        ) { plan in
            guard let kernel = plan.parameters.kernel else {
                return Engine.measure(LockedIncrement<Lock>(critical: plan.parameters.critical, think: plan.parameters.think), plan: plan)
            }
            return measure(kernel, access: Access.self, plan: plan)
        }
    }

    /// `kernel` measured with a fresh lock reached through `Access`, in the plan's shape.
    @inlinable
    static func measure<Access: LockAccess>(_ kernel: KernelKind, access: Access.Type, plan: RunPlan) -> RunMeasurement {
        let parameters = plan.parameters
        switch kernel {
        case .cache:
            return Engine.measure(CacheKernel(Access(Access.Lock()), readPercent: parameters.readPercent ?? 100), plan: plan)
        case .queue:
            return Engine.measure(QueueKernel<Access.Lock>(workers: plan.threads), plan: plan)
        case .striped:
            return Engine.measure(
                StripedKernel<Access.Lock>(stripes: parameters.stripes ?? 1, packed: parameters.packedStripes ?? false), plan: plan
            )
        case .tasks:
            return TaskRunner.measure(TaskCacheKernel(Access(Access.Lock()), readPercent: parameters.readPercent ?? 100), plan: plan)
        }
    }

    /// A kernel of your own (`Kernel`) measured with `Lock`, reads through its exclusive path: one subject under
    /// the lock's name, the kernel's name its workload. Call it in the module that defines the kernel (or make the
    /// kernel's `operation` `@inlinable`), so that the loop specializes for the two together.
    @inlinable
    public static func kernel<K: Kernel, Lock: LockPrimitive>(_ kernel: K.Type, lock: Lock.Type) -> Subject {
        self.kernel(kernel, access: ExclusiveAccess<Lock>.self)
    }

    /// A kernel of your own measured with a lock that has a shared mode, reads through it.
    @inlinable
    package static func kernel<K: Kernel, Lock: ReadWriteLockPrimitive>(_ kernel: K.Type, lock: Lock.Type) -> Subject {
        self.kernel(kernel, access: SharedAccess<Lock>.self)
    }

    /// A kernel of your own measured with a lock reached through `Access`.
    @inlinable
    static func kernel<K: Kernel, Access: LockAccess>(_ kernel: K.Type, access: Access.Type) -> Subject {
        Subject(
            name: Access.Lock.name, role: .lock, family: Access.Lock.family, contendedWaiting: Access.Lock.contendedWaiting,
            benchmarks: [.kernel], summary: K.summary,
            excludes: true, unavailableReason: nil, workload: K.name, footprint: { Footprint.remembered(for: Access.Lock.self) { Access.Lock.footprint } }, makeSlowed: nil
        ) {
            Engine.measure(KernelWorkload<K, Access>(Access(Access.Lock())), plan: $0)
        }
    }

    /// The actor in the tasks kernel: an actor that owns the cache kernel's dictionary (`ActorCacheKernel`).
    package static func actorCache() -> Subject {
        Subject(
            name: ActorCacheKernel.name, role: .executor, family: .executor, contendedWaiting: .sleeps, benchmarks: [.tasks],
            summary: ActorCacheKernel.summary,
            excludes: true, unavailableReason: nil, footprint: { Footprint.remembered(for: CounterActor.self) { .measured { CounterActor() } } }, makeSlowed: nil
        ) {
            TaskRunner.measure(ActorCacheKernel(readPercent: $0.parameters.readPercent ?? 100), plan: $0)
        }
    }

    /// A read/write lock measured with the read/write mix the plan sets, reads through its shared path.
    @inlinable
    package static func readWrite<Lock: ReadWriteLockPrimitive>(_ type: Lock.Type) -> Subject {
        readWrite(SharedAccess<Lock>.self, summary: Lock.summary)
    }

    /// A lock with no shared mode in the read/write mix, reads taking it exclusively: the reference a read/write
    /// lock has to beat.
    @inlinable
    package static func readWrite<Lock: LockPrimitive>(_ type: Lock.Type) -> Subject {
        readWrite(ExclusiveAccess<Lock>.self, summary: "\(Lock.summary); reads take it exclusively too")
    }

    /// A lock in the read/write mix, reached through `Access`.
    @inlinable
    static func readWrite<Access: LockAccess>(_ access: Access.Type, summary: String) -> Subject {
        Subject(
            name: Access.Lock.name, role: .lock, family: Access.Lock.family, contendedWaiting: Access.Lock.contendedWaiting,
            benchmarks: [.rwmix], summary: summary, excludes: true
        ) {
            Engine.measure(ReadWriteMix(Access(Access.Lock()), readPercent: $0.parameters.readPercent ?? 100), plan: $0)
        }
    }

    /// A lock in the priority-inversion rounds: the high-priority thread's wait, one sample per round
    /// (one round per 40 ms of windows: 25 at the default 5 x 200 ms; at least 3).
    package static func inversion<Lock: LockPrimitive>(_ type: Lock.Type) -> Subject {
        Subject(
            name: Lock.name, role: .lock, family: Lock.family, contendedWaiting: Lock.contendedWaiting, benchmarks: [.inversion],
            summary: Lock.summary, excludes: true
        ) { plan in
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
    package static func explosion(_ pattern: ThreadExplosion.Pattern) -> Subject {
        Subject(
            name: pattern.rawValue, role: .pattern, family: pattern == .operationQueue ? .executor : .dispatch,
            benchmarks: [.explosion], summary: pattern.summary, excludes: true
        ) { plan in
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
    @inlinable
    package static func handoff<Channel: HandoffChannel>(_ type: Channel.Type) -> Subject {
        Subject(
            name: Channel.name, role: .channel, family: Channel.family, benchmarks: [.handoff], summary: Channel.summary,
            excludes: true
        ) {
            HandoffRunner.measure(Channel.self, plan: $0)
        }
    }

    /// `Lock` with `work`'s extra operations, under `Lock`'s own name: the same workload as
    /// `lock(_:)`, with the plan's critical-section work and think time, and the slowdown on top (see
    /// `LockedIncrement`).
    @inlinable
    package static func slowed<Lock: LockPrimitive>(_ type: Lock.Type, by work: SlowdownWork) -> Subject {
        Subject(
            name: Lock.name, role: .lock, family: Lock.family, contendedWaiting: Lock.contendedWaiting,
            summary: "\(Lock.summary); deliberately slowed by a share more operations than it counts", excludes: Lock.excludes
        ) {
            Engine.measure(LockedIncrement<Lock>(critical: $0.parameters.critical, think: $0.parameters.think, slowdown: work), plan: $0)
        }
    }


    /// A workload of its own, made fresh for each case.
    /// - Parameter family: the group it is charted with; `.user` for a workload of your own unless you say otherwise.
    @inlinable
    package static func workload<W: Workload>(
        name: String, role: Role, family: Family = .user, summary: String, make: @escaping @Sendable () -> W
    ) -> Subject {
        let subject = Subject(name: name, role: role, family: family, summary: summary, excludes: true) {
            Engine.measure(make(), plan: $0)
        }
        return role == .lock ? subject : subject.outOfKernels("a reference point of the counter loop, not a lock to put in a kernel")
    }

    /// Increments submitted to a serial executor, measured per submission.
    @inlinable
    package static func executor<Executor: SerialExecutorKind>(_ type: Executor.Type) -> Subject {
        Subject(name: Executor.name, role: .executor, family: .executor, summary: Executor.summary, excludes: true) {
            Engine.measure(AsyncSubmission<Executor>(), plan: $0)
        }
        .outOfKernels("submits its work without waiting for it, and a kernel's read needs its answer")
    }

    /// A workload whose workers are tasks, measured by `TaskRunner`.
    @inlinable
    package static func tasks<W: AsyncWorkload>(
        name: String, summary: String, make: @escaping @Sendable () -> W
    ) -> Subject {
        Subject(name: name, role: .executor, family: .executor, summary: summary, excludes: true) {
            TaskRunner.measure(make(), plan: $0)
        }
    }

    /// A coordination workload (GCD's, so in the Dispatch family): `name` is the primitive, `workload` the pattern
    /// and its parameter.
    /// - Parameter singleThreaded: true when the pattern has one caller by nature (a fan-out, a wait).
    package static func coordination(
        name: String, workload: String, summary: String, singleThreaded: Bool,
        measure: @escaping @Sendable (RunPlan) -> RunMeasurement
    ) -> Subject {
        Subject(
            name: name, role: .coordination, family: .dispatch, benchmarks: [.coordination], summary: summary, excludes: true,
            workload: workload, singleThreaded: singleThreaded, measure: measure
        )
    }

    /// The lock that never grants itself (`--inject-deadlock`), kept out of the kernels.
    package static var deadlockTest: Subject {
        lock(DeadlockingLock.self).outOfKernels("a test lock that never grants itself")
    }

    /// A subject that exists on other platforms only; `bench list` shows why it is missing.
    /// - Parameters:
    ///   - family: the group it is charted with where it does exist.
    ///   - contendedWaiting: how its waiters wait where it does exist, so that a file from there is read as one from there.
    package static func unavailable(
        name: String, family: Family = .user, contendedWaiting: ContendedWaiting = .undeclared, summary: String, reason: String
    ) -> Subject {
        Subject(
            name: name, role: .lock, family: family, contendedWaiting: contendedWaiting, summary: summary, excludes: true,
            unavailableReason: reason
        ) { _ in
            preconditionFailure("\(name) is unavailable: \(reason)")
        }
    }
}
