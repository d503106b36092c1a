import Foundation
import Synchronization

/// The classic inversion, measured: a low-priority thread holds the lock, a high-priority thread asks for
/// it, and medium-priority spinners keep the CPUs busy for a bounded burst: one spinner on the one CPU all
/// three are pinned to (Linux), or one per CPU where threads cannot be pinned (Darwin; see `InversionPlan`).
///
/// Without priority inheritance the low thread cannot run while the medium ones spin, so the high
/// thread's wait stretches to the burst; with inheritance the low thread runs at the high priority,
/// releases, and the wait is bounded by the critical section. Every round is bounded: the burst ends
/// by the clock, whatever the lock does. The figure is the high thread's wait, one sample per round.
@usableFromInline package enum PriorityInversionRunner {
    /// How long the low thread holds the lock, in nanoseconds.
    package static let criticalSectionNanoseconds: UInt64 = 50_000
    /// How long the medium thread keeps the CPU, in nanoseconds.
    package static let burstNanoseconds: UInt64 = 20_000_000

    /// The outcome: one wait per round, or why the workload cannot run here.
    package enum Outcome: Sendable {
        /// The high thread's waits, in nanoseconds, one per round.
        case waits([UInt64])
        /// Real-time priorities (or pinning) are not available.
        case unavailable(String)
        /// A round did not finish within its bound: the lock never let the high thread in.
        case stuck
    }

    /// Runs `rounds` rounds on a fresh `Lock`, as this machine's plan says.
    package static func measure<Lock: LockPrimitive>(_ type: Lock.Type, rounds: Int) -> Outcome {
        measure(type, rounds: rounds, plan: .current())
    }

    /// Runs `rounds` rounds on a fresh `Lock` as `plan` says; first, where the plan needs it, control rounds
    /// that show whether the premise holds here.
    package static func measure<Lock: LockPrimitive>(_ type: Lock.Type, rounds: Int, plan: InversionPlan) -> Outcome {
        if case .unavailable(let reason) = plan { return .unavailable(reason) }
        if plan.needsPremiseCheck {
            switch run(DispatchSemaphoreLock.self, rounds: InversionPremise.controlRounds, plan: plan) {
            case .waits(let waits):
                if let reason = InversionPremise.verdict(controlWaits: waits, burstNanoseconds: burstNanoseconds) {
                    return .unavailable(reason)
                }
            case .unavailable(let reason):
                return .unavailable(reason)
            case .stuck:
                return .unavailable("the premise could not be checked: a control round did not end within its bound")
            }
        }
        return run(Lock.self, rounds: rounds, plan: plan)
    }

    private static func run<Lock: LockPrimitive>(_ type: Lock.Type, rounds: Int, plan: InversionPlan) -> Outcome {
        let round = InversionRound(lock: Lock(), cpu: plan.cpu, mediums: plan.mediums, highStartsMediums: plan.needsPremiseCheck)
        defer { round.finish() }
        guard round.start() else { return .unavailable(round.failure.withLock { $0 } ?? "a role could not take its priority") }
        var waits: [UInt64] = []
        for _ in 0..<rounds {
            guard let wait = round.run() else { return .stuck }
            waits.append(wait)
        }
        return .waits(waits)
    }
}

/// The threads of the workload (low, high and the medium spinners) and the semaphores that sequence one round.
private final class InversionRound<Lock: LockPrimitive>: @unchecked Sendable {
    let lock: Lock
    let cpu: Int?
    let ready = DispatchSemaphore(value: 0)
    /// One trigger per thread, so that every spinner spins exactly once per round.
    let go: (low: DispatchSemaphore, mediums: [DispatchSemaphore], high: DispatchSemaphore)
    let lowHolds = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    let running = Atomic<Bool>(true)
    /// Set by the high thread just before it asks for the lock, so the low thread holds on until then.
    let highAsking = Atomic<Bool>(false)
    let lastWait = Atomic<UInt64>(0)
    /// Set by a role that could not take its priority, before it signals `ready`.
    let failure = Mutex<String?>(nil)
    /// Whether the high thread, rather than the controller, starts the medium spinners. With a spinner on
    /// every CPU the controller, at no special priority, can be preempted by the first spinner it wakes and
    /// leave the others waiting out the burst; the high thread outranks every spinner.
    let highStartsMediums: Bool

    init(lock: Lock, cpu: Int?, mediums: Int, highStartsMediums: Bool) {
        self.lock = lock
        self.cpu = cpu
        self.highStartsMediums = highStartsMediums
        go = (DispatchSemaphore(value: 0), (0..<mediums).map { _ in DispatchSemaphore(value: 0) }, DispatchSemaphore(value: 0))
    }

    private var threads: Int { 2 + go.mediums.count }

    /// Starts the threads at their priorities; false when one could not take its priority.
    func start() -> Bool {
        spawn(.low, go.low) { [self] in
            lock.withLock {
                lowHolds.signal()
                // Hold until the high thread is asking (bounded), then for the critical section itself,
                // so a slow wake-up of the high thread cannot let it find the lock free.
                let start = MonotonicClock.now()
                while !highAsking.load(ordering: .relaxed) && MonotonicClock.now() - start < 1_000_000_000 {}
                spin(PriorityInversionRunner.criticalSectionNanoseconds)
            }
        }
        for trigger in go.mediums {
            spawn(.medium, trigger) { [self] in spin(PriorityInversionRunner.burstNanoseconds) }
        }
        spawn(.high, go.high) { [self] in
            if highStartsMediums { go.mediums.forEach { $0.signal() } }
            highAsking.store(true, ordering: .relaxed)
            let asked = MonotonicClock.now()
            let held = lock.withLock { MonotonicClock.now() }
            lastWait.store(held - asked, ordering: .relaxed)
        }
        for _ in 0..<threads { ready.wait() }
        return failure.withLock { $0 } == nil
    }

    /// One round: the low thread takes the lock, then the high thread asks and the medium threads spin.
    /// - Returns: the high thread's wait, or nil when the round did not end within its bound.
    func run() -> UInt64? {
        highAsking.store(false, ordering: .relaxed)
        go.low.signal()
        guard lowHolds.wait(timeout: .now() + 5) == .success else { return nil }
        go.high.signal()
        if !highStartsMediums { go.mediums.forEach { $0.signal() } }
        let bound = DispatchTime.now() + .nanoseconds(Int(PriorityInversionRunner.burstNanoseconds) * 10) + 2
        for _ in 0..<threads {
            guard done.wait(timeout: bound) == .success else { return nil }
        }
        return lastWait.load(ordering: .relaxed)
    }

    /// Lets the threads leave their loops.
    func finish() {
        running.store(false, ordering: .relaxed)
        go.low.signal()
        go.mediums.forEach { $0.signal() }
        go.high.signal()
    }

    private func spawn(_ role: RealtimeScheduling.Role, _ trigger: DispatchSemaphore, _ body: @escaping @Sendable () -> Void) {
        Thread { [self] in
            if let reason = RealtimeScheduling.apply(role, cpu: cpu) { failure.withLock { $0 = $0 ?? reason } }
            ready.signal()
            while true {
                trigger.wait()
                guard running.load(ordering: .relaxed) else { return }
                body()
                done.signal()
            }
        }.start()
    }

    /// Keeps the CPU busy for `nanoseconds`, by the clock.
    private func spin(_ nanoseconds: UInt64) {
        let start = MonotonicClock.now()
        while MonotonicClock.now() - start < nanoseconds {}
    }
}
