import Foundation

/// One line at the bottom of a terminal, redrawn in place as a long job goes, with permanent lines (failures,
/// warnings) printed above it as they happen: `swift build`'s and cargo's way of showing progress.
///
/// Every write goes through `write`, under a lock, so that an interruption arriving on another thread can
/// clear the line before it speaks.
final class StatusLine: @unchecked Sendable {
    private let write: @Sendable (String) -> Void
    private let width: Int
    private let lock = NSLock()
    private var shown = ""

    /// Start of line, then erase it: where every redraw begins.
    static let clear = "\r\u{1B}[2K"

    /// A status line drawn by `write` on a terminal `width` columns wide.
    init(width: Int, write: @escaping @Sendable (String) -> Void) {
        self.width = max(20, width)
        self.write = write
    }

    /// Draws `text` in place of the status line, cut to the width.
    func show(_ text: String) {
        lock.withLock {
            shown = Self.fitted(text, width: width)
            write(Self.clear + shown)
        }
    }

    /// Prints `line` above the status line, for good, and draws the status line again under it.
    func print(_ line: String) {
        lock.withLock {
            write(Self.clear + line + (line.hasSuffix("\n") ? "" : "\n") + shown)
        }
    }

    /// Erases the status line and leaves the cursor at the start of a clean line; the line stays gone until
    /// the next `show`.
    func clear() {
        lock.withLock {
            guard !shown.isEmpty else { return }
            shown = ""
            write(Self.clear)
        }
    }

    /// `text` cut to `width - 1` columns (the last column would wrap on some terminals), with an ellipsis.
    static func fitted(_ text: String, width: Int) -> String {
        let limit = width - 1
        guard text.count > limit else { return text }
        return String(text.prefix(max(0, limit - 3))) + "..."
    }

    /// A bar of `width` cells, `done` of `total` filled: `[#######-------]`.
    static func bar(done: Int, total: Int, width: Int) -> String {
        let filled = total > 0 ? min(width, done * width / total) : 0
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
    }
}
