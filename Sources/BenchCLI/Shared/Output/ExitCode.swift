import Platform

/// The exit statuses of `bench`; CI scripts depend on them, so they never change meaning.
package enum ExitCode: Int32, Sendable {
    /// Everything ran and held.
    case success = 0
    /// A case failed: a violated invariant, a timeout, no progress.
    case benchmarkFailed = 1
    /// `compare` found a regression.
    case regression = 2
    /// The command line was wrong (sysexits EX_USAGE).
    case usage = 64
    /// An input file could not be used (sysexits EX_DATAERR).
    case dataError = 65
    /// A tool or file the command needs is missing: gnuplot, or plot.gnuplot (sysexits EX_UNAVAILABLE).
    case unavailable = 69
    /// A tool the command ran, gnuplot, failed (sysexits EX_SOFTWARE).
    case toolFailed = 70
    /// The output could not be written (sysexits EX_CANTCREAT).
    case cannotCreate = 73
    /// Stopped by SIGINT (Ctrl-C), after writing the cases already measured: 128 + 2.
    case interrupted = 130
    /// Stopped by SIGTERM, after writing the cases already measured: 128 + 15.
    case terminated = 143

    /// The status for a run stopped by signal `number`.
    static func stopped(by number: Int32) -> ExitCode {
        number == SIGTERM ? .terminated : .interrupted
    }
}
