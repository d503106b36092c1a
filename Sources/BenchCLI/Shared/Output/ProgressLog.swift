import Foundation

/// Progress as lines that stay, for a pipe or a CI log: a step's line is written in two halves, its opening
/// (`[ 3/40] case ... `) when it starts and its ending (`10.0 ns/op  (0:42 left)`) when it is done.
///
/// A line that must come in between (an interruption's message, a warning) first ends the half-written line;
/// the step's ending then repeats its opening, so that no ending is left on a line without its beginning.
/// Every write goes through `write`, under a lock, so that an interruption on another thread cannot split a line.
final class ProgressLog: LiveProgress, @unchecked Sendable {
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    /// The opening on the last line, not yet followed by its ending.
    private var halfLine: String?
    /// The opening of a step whose line was ended before its ending came.
    private var cut: String?

    /// A log written by `write`.
    init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    /// A step begins: its opening, without a line break.
    func open(_ opening: String) {
        lock.withLock {
            endHalfLine()
            cut = nil
            write(opening)
            halfLine = opening
        }
    }

    /// The step ended: its ending and a line break, after its opening again if its line was cut.
    func close(_ ending: String) {
        lock.withLock {
            write((halfLine == nil ? cut ?? "" : "") + ending + "\n")
            halfLine = nil
            cut = nil
        }
    }

    /// A line of its own.
    func print(_ line: String) {
        lock.withLock {
            endHalfLine()
            write(line + (line.hasSuffix("\n") ? "" : "\n"))
        }
    }

    /// Ends a half-written line, so that what follows starts on a clean line.
    func finish() {
        lock.withLock { endHalfLine() }
    }

    /// Ends a half-written line and writes `message`, in one step.
    func interrupt(with message: String) {
        lock.withLock {
            endHalfLine()
            write(message)
        }
    }

    private func endHalfLine() {
        guard let opening = halfLine else { return }
        write("\n")
        cut = opening
        halfLine = nil
    }
}
