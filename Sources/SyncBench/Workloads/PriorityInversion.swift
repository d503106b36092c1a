import Foundation
import Synchronization

/// The classic inversion, measured: on one CPU, a low-priority thread holds the lock, a high-priority
/// thread asks for it, and a medium-priority thread keeps the CPU busy for a bounded burst.
///
/// Without priority inheritance the low thread cannot run while the medium one spins, so the high
/// thread's wait stretches to the burst; with inheritance the low thread runs at the high priority,
/// releases, and the wait is bounded by the critical section. Every round is bounded: the burst ends
/// by the clock, whatever the lock does. The figure is the high thread's wait, one sample per round.
public enum PriorityInversionRunner {
    /// How long the low thread holds the lock, in nanoseconds.
    public static let criticalSectionNanoseconds: UInt64 = 50_000
    /// How long the medium thread keeps the CPU, in nanoseconds.
    public static let burstNanoseconds: UInt64 = 20_000_000

    /// The outcome: one wait per round, or why the workload cannot run here.
    public enum Outcome: Sendable {
        /// The high thread's waits, in nanoseconds, one per round.
        case waits([UInt64])
        /// Real-time priorities (or pinning) are not available.
        case unavailable(String)
        /// A round did not finish within its bound: the lock never let the high thread in.
        case stuck
    }

    /// Runs `rounds` rounds on a fresh `Lock`.
    public static func measure<Lock: LockPrimitive>(_ type: Lock.Type, rounds: Int) -> Outcome {
        if let reason = RealtimeScheduling.probe() { return .unavailable(reason) }
        let round = InversionRound(lock: Lock(), cpu: RealtimeScheduling.firstAllowedCPU())
        defer { round.finish() }
        guard round.start() else { return .unavailable(round.failure ?? "a role could not take its priority") }
        var waits: [UInt64] = []
        for _ in 0..<rounds {
            guard let wait = round.run() else { return .stuck }
            waits.append(wait)
        }
        return .waits(waits)
    }
}

/// The three threads of the workload and the semaphores that sequence one round.
private final class InversionRound<Lock: LockPrimitive>: @unchecked Sendable {
    let lock: Lock
    let cpu: Int?
    let ready = DispatchSemaphore(value: 0)
    let go = (low: DispatchSemaphore(value: 0), medium: DispatchSemaphore(value: 0), high: DispatchSemaphore(value: 0))
    let lowHolds = DispatchSemaphore(value: 0)
    let done = DispatchSemaphore(value: 0)
    let running = Atomic<Bool>(true)
    /// Set by the high thread just before it asks for the lock, so the low thread holds on until then.
    let highAsking = Atomic<Bool>(false)
    let lastWait = Atomic<UInt64>(0)
    /// Set by a role that could not take its priority, before it signals `ready`.
    var failure: String?

    init(lock: Lock, cpu: Int?) {
        self.lock = lock
        self.cpu = cpu
    }

    /// Starts the three threads at their priorities; false when one could not take its priority.
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
        spawn(.medium, go.medium) { [self] in spin(PriorityInversionRunner.burstNanoseconds) }
        spawn(.high, go.high) { [self] in
            highAsking.store(true, ordering: .relaxed)
            let asked = MonotonicClock.now()
            let held = lock.withLock { MonotonicClock.now() }
            lastWait.store(held - asked, ordering: .relaxed)
        }
        for _ in 0..<3 { ready.wait() }
        return failure == nil
    }

    /// One round: the low thread takes the lock, then the high thread asks and the medium thread spins.
    /// - Returns: the high thread's wait, or nil when the round did not end within its bound.
    func run() -> UInt64? {
        highAsking.store(false, ordering: .relaxed)
        go.low.signal()
        guard lowHolds.wait(timeout: .now() + 5) == .success else { return nil }
        go.high.signal()
        go.medium.signal()
        let bound = DispatchTime.now() + .nanoseconds(Int(PriorityInversionRunner.burstNanoseconds) * 10) + 2
        for _ in 0..<3 {
            guard done.wait(timeout: bound) == .success else { return nil }
        }
        return lastWait.load(ordering: .relaxed)
    }

    /// Lets the threads leave their loops.
    func finish() {
        running.store(false, ordering: .relaxed)
        go.low.signal()
        go.medium.signal()
        go.high.signal()
    }

    private func spawn(_ role: RealtimeScheduling.Role, _ trigger: DispatchSemaphore, _ body: @escaping @Sendable () -> Void) {
        Thread { [self] in
            if let reason = RealtimeScheduling.apply(role, cpu: cpu) { failure = reason }
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
