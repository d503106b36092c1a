import Foundation

/// How the priority-inversion rounds make their premise hold on this machine: while the medium-priority
/// thread spins, the low-priority holder of the lock must get no CPU unless the lock lends it the waiter's
/// priority.
@usableFromInline package enum InversionPlan: Sendable, Equatable {
    /// All three roles pinned to one CPU, where one medium spinner takes it (Linux, SCHED_FIFO).
    case pinned(cpu: Int)
    /// No pinning (Darwin, QoS classes): one medium spinner per CPU, so that no CPU is left for the low
    /// thread. Nothing enforces that, so the premise is checked against a control lock first.
    case spread(mediums: Int)
    /// The workload cannot run here; the reason says why.
    case unavailable(String)

    /// The plan for a machine where the roles' priorities were refused for `priorityRefusal` (nil when they
    /// were granted), threads can be pinned to `pinnableCPU` (nil where they cannot), and `cpus` CPUs run.
    package static func choose(priorityRefusal: String?, pinnableCPU: Int?, cpus: Int) -> InversionPlan {
        if let priorityRefusal { return .unavailable(priorityRefusal) }
        if let pinnableCPU { return .pinned(cpu: pinnableCPU) }
        guard cpus >= 1 else { return .unavailable("the number of CPUs is unknown, so no spinner can be put on each") }
        return .spread(mediums: cpus)
    }

    /// This machine's plan: tries the roles' priorities on a short-lived thread.
    package static func current() -> InversionPlan {
        choose(
            priorityRefusal: RealtimeScheduling.probe(),
            pinnableCPU: RealtimeScheduling.firstAllowedCPU(),
            cpus: ProcessInfo.processInfo.activeProcessorCount
        )
    }

    /// Medium spinners per round.
    package var mediums: Int {
        switch self {
        case .pinned: 1
        case .spread(let mediums): mediums
        case .unavailable: 0
        }
    }

    /// The CPU every role is pinned to, or nil.
    package var cpu: Int? {
        guard case .pinned(let cpu) = self else { return nil }
        return cpu
    }

    /// Whether a control must show that the premise held before a lock's figures mean anything: only
    /// pinning enforces it.
    package var needsPremiseCheck: Bool {
        guard case .spread = self else { return false }
        return true
    }
}

/// Whether the premise held, judged from control rounds run with a lock that lends no priority.
///
/// A `DispatchSemaphore` has no owner, so no platform can lend a waiter's priority through it: where the
/// medium spinners keep the low thread off every CPU, the control's wait stretches to the burst.
@usableFromInline package enum InversionPremise {
    /// Control rounds run before a lock's rounds when the plan needs the check.
    package static let controlRounds = 3

    /// Nil when the control's median wait reached half the burst or more (the spinners starved the low
    /// thread), otherwise why no lock's figure can show inheritance here.
    package static func verdict(controlWaits: [UInt64], burstNanoseconds: UInt64) -> String? {
        guard let median = Sample(controlWaits.map { Double($0) }).median else {
            return "the premise could not be checked: no control round ran"
        }
        guard median < Double(burstNanoseconds) / 2 else { return nil }
        let waited = String(format: "%.0f", median / 1_000)
        return "the premise did not hold here: through a DispatchSemaphore, which lends no priority, the high "
            + "thread waited \(waited) us (median of \(controlWaits.count) control rounds), not most of the "
            + "\(burstNanoseconds / 1_000_000) ms burst, so the medium spinners did not keep the low thread off "
            + "the CPUs and no lock could show inheritance"
    }
}
