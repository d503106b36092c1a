import Foundation

/// One line at the bottom of a terminal, redrawn in place as a long job goes, with permanent lines (failures,
/// warnings) printed above it as they happen: `swift build`'s and cargo's way of showing progress.
///
/// Every write goes through `write`, under a lock, so that an interruption arriving on another thread can
/// erase the line and speak in one step. The terminal's width is read again at every draw, so that a
/// terminal resized mid-run gets a line that fits it.
final class StatusLine: LiveProgress, @unchecked Sendable {
    /// What the line shows: a line of text, or a job's status laid out to the width.
    enum Content: Sendable, Equatable {
        case text(String)
        case status(ProgressStatus)
    }

    private let write: @Sendable (String) -> Void
    private let columns: @Sendable () -> Int
    private let lock = NSLock()
    private var content: Content?
    private var interrupted = false

    /// Start of line, then erase it: where every redraw begins.
    static let clear = "\r\u{1B}[2K"

    /// A status line drawn by `write` on a terminal `columns()` wide at the time of each draw.
    init(columns: @escaping @Sendable () -> Int, write: @escaping @Sendable (String) -> Void) {
        self.columns = columns
        self.write = write
    }

    /// Draws `content` in place of the status line, fitted to the width; nothing once interrupted.
    func show(_ content: Content) {
        lock.withLock {
            guard !interrupted else { return }
            self.content = content
            write(Self.clear + drawing())
        }
    }

    /// Prints `line` above the status line, for good, and draws the status line again under it (unless the
    /// line was interrupted, which leaves it erased).
    func print(_ line: String) {
        lock.withLock {
            let newline = line.hasSuffix("\n") ? "" : "\n"
            write(interrupted ? line + newline : Self.clear + line + newline + drawing())
        }
    }

    /// Erases the status line and leaves the cursor at the start of a clean line; the line stays gone until
    /// the next `show`.
    func clear() {
        lock.withLock {
            guard content != nil else { return }
            content = nil
            write(Self.clear)
        }
    }

    /// Erases the line, writes `message` where it was, and draws the line no more: a redraw can neither come
    /// between the two nor bring the line back under the message.
    func interrupt(with message: String) {
        lock.withLock {
            write((content == nil ? "" : Self.clear) + message)
            content = nil
            interrupted = true
        }
    }

    /// `text` cut to `width - 1` columns (the last column would wrap on some terminals), with an ellipsis.
    static func fitted(_ text: String, width: Int) -> String {
        TextColumns.fitted(text, columns: width - 1)
    }

    /// The line as drawn now: the content laid out to the terminal's width as it is now.
    private func drawing() -> String {
        let width = max(1, columns())
        switch content {
        case .text(let text)?: return Self.fitted(text, width: width)
        case .status(let status)?: return status.line(columns: width)
        case nil: return ""
        }
    }
}
