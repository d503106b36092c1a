import Platform

/// `signal(2)` and `kill(2)` with their results checked.
@usableFromInline package enum ProcessSignals {
    /// Sets `number` to be ignored; false when the system refused (`errno` says why).
    package static func ignore(_ number: Int32) -> Bool {
        succeeded(signal(number, SIG_IGN))
    }

    /// Gives `number` back its default action; false when the system refused (`errno` says why).
    package static func restoreDefault(_ number: Int32) -> Bool {
        succeeded(signal(number, SIG_DFL))
    }

    /// Sends `number` to process `pid` (a process group when negative). True when it was sent or the process
    /// is already gone: ESRCH means there is nothing left to signal, which is what a caller killing it wants.
    /// False on any other failure (EPERM: the pid now names a process of someone else).
    package static func send(_ number: Int32, to pid: pid_t) -> Bool {
        kill(pid, number) == 0 || errno == ESRCH
    }

    /// Whether `signal(2)` returned a handler rather than SIG_ERR. SIG_ERR is the handler -1 on Linux and Darwin
    /// alike; comparing bit patterns spares naming it, which the two platforms import with different optionality.
    private static func succeeded<Handler>(_ previous: Handler) -> Bool {
        unsafeBitCast(previous, to: Int.self) != -1
    }
}
