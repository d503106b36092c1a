/// What getrusage's two context-switch counters can tell apart on a platform.
///
/// On Linux a voluntary switch is a thread that blocked (a futex wait, a sleep) and an involuntary one a
/// thread the scheduler preempted, so parking and spinning can be told apart. XNU counts a voluntary switch
/// only when a thread sleeps through the BSD layer (`_sleep`, behind `tsleep`/`msleep`) and reports every
/// other switch of the task as involuntary (`TASK_EVENTS_INFO`'s `csw` less the voluntary ones), so waits
/// in a pthread mutex, `os_unfair_lock` or a semaphore, which block in Mach, land in the involuntary column.
/// There only the sum means what it means on Linux.
@usableFromInline package enum ContextSwitchCounting: String, Sendable, Equatable {
    /// Voluntary and involuntary switches apart (Linux).
    case split
    /// Only their sum (Darwin).
    case totalOnly = "total_only"

    /// This platform's.
    package static var current: ContextSwitchCounting {
        #if canImport(Darwin)
        return .totalOnly
        #else
        return .split
        #endif
    }

    /// The voluntary and involuntary figures as this platform can report them: as given, or nil for both
    /// where the two cannot be told apart.
    package func reported(voluntary: Double, involuntary: Double) -> (voluntary: Double, involuntary: Double)? {
        switch self {
        case .split: (voluntary, involuntary)
        case .totalOnly: nil
        }
    }

    /// What the results' `context_switches` metadata line says.
    package var meaning: String {
        switch self {
        case .split:
            "voluntary (blocked) and involuntary (preempted) apart, from getrusage; cs_per_op is their sum"
        case .totalOnly:
            "total only (cs_per_op): XNU counts only BSD sleeps as voluntary, so lock and semaphore waits "
                + "would land in the involuntary column; voluntary_cs_per_op and involuntary_cs_per_op are left empty"
        }
    }
}
