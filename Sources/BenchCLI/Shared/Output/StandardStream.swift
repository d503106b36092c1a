import Platform
import SyncBench

/// The process's standard output and error, written with `write(2)` and never a crash.
///
/// The parent ignores SIGPIPE (so that a fork's closed pipe is an error it can handle, not its death), so a
/// write to a reader that went away (`bench run | head`) fails with EPIPE instead of ending the process. On
/// standard output that ends the process the conventional way, by SIGPIPE's default action, as `cat` and
/// `grep` end: the shell reports 141 and says nothing, and a parent that is not a shell sees a death by
/// SIGPIPE rather than an exit status it would have to know the meaning of. Any other failure of standard
/// output (`bench export ... > /dev/full`) ends it with one line and 73, the status of an output that cannot be
/// written. Everything `bench` must keep is written before its standard output (a run's CSV after every
/// measurement, `ab`'s files before the report).
/// On standard error (progress, warnings) a closed reader is let go: the rest of the output is dropped, and
/// the command goes on to save what it measures.
enum StandardStream {
    /// How a write went.
    enum Outcome: Equatable {
        /// Every byte was written.
        case written
        /// The reader went away (EPIPE).
        case closed
        /// Another error, with its errno.
        case failed(Int32)
    }

    /// Writes `text` to standard output; a reader that went away ends the process by SIGPIPE, and any other
    /// failure (a full disk, a closed descriptor) ends it with one line and `ExitCode.cannotCreate`: what was
    /// asked for did not reach its output, and a script must not take the exit status for success.
    static func output(_ text: String) {
        switch write(text, to: STDOUT_FILENO) {
        case .written: break
        case .closed: endByBrokenPipe()
        case .failed(let code): endByFailedOutput(code)
        }
    }

    /// Writes `text` to standard error; a failure drops it.
    static func error(_ text: String) {
        _ = write(text, to: STDERR_FILENO)
    }

    /// Writes all of `text` to `descriptor`, again after an interruption or a short write.
    static func write(_ text: String, to descriptor: Int32) -> Outcome {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in systemWrite(descriptor, buffer.baseAddress, buffer.count) }
            if written >= 0 {
                bytes = bytes.dropFirst(written)
            } else if errno == EPIPE {
                return .closed
            } else if errno != EINTR {
                return .failed(errno)
            }
        }
        return .written
    }

    /// Ends the process by SIGPIPE's default action; 128 + SIGPIPE (141), as a shell reports it, should the
    /// signal not end it.
    static func endByBrokenPipe() -> Never {
        // Should the default action not come back, or the signal not end the process, the exit below says the same.
        if ProcessSignals.restoreDefault(SIGPIPE) { raise(SIGPIPE) }
        _exit(128 + SIGPIPE)
    }

    /// Ends the process after a write to standard output failed with `code`: one line on standard error, then
    /// `ExitCode.cannotCreate` (73).
    static func endByFailedOutput(_ code: Int32) -> Never {
        error("bench: error: cannot write standard output: \(SystemErrorText.reason(errno: code))\n")
        _exit(ExitCode.cannotCreate.rawValue)
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes, count)
        #else
        Darwin.write(descriptor, bytes, count)
        #endif
    }
}
