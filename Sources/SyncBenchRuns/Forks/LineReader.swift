import SyncBenchCore
import SyncBenchResults
import Foundation

/// Reads a file handle a line at a time, without the newline; nil at its end. A line is held in memory up to
/// `maximumBytes`: past that, the reader keeps its start, skips the rest up to the next newline, and hands it
/// out as `.tooLong`, so that a program that writes without end cannot make its reader grow without end.
final class LineReader: @unchecked Sendable {
    /// The longest line kept whole, in bytes: far more than any report (a measurement of many windows is tens
    /// of kilobytes).
    static let maximumBytes = 1 << 20

    /// A line as read.
    enum Line: Equatable {
        /// A whole line.
        case complete(String)
        /// A line longer than `maximumBytes`: its first `maximumBytes` bytes.
        case tooLong(start: String)

        /// The line, or the start of a line that was too long.
        var text: String {
            switch self {
            case .complete(let text), .tooLong(let text): text
            }
        }
    }

    private let handle: FileHandle
    private let limit: Int
    private var pending = Data()
    /// How many bytes at the start of `pending` are known to hold no newline.
    private var searched = 0
    /// The start of a line that grew past the limit, while the rest of it is skipped.
    private var skipping: String?

    /// Reads `handle`, keeping lines of up to `limit` bytes whole.
    init(_ handle: FileHandle, limit: Int = LineReader.maximumBytes) {
        self.handle = handle
        self.limit = limit
    }

    /// The next line, or nil once the handle has ended and every line was handed out.
    func next() -> Line? {
        while true {
            if let newline = pending[(pending.startIndex + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
                let bytes = pending[pending.startIndex..<newline]
                let line: Line = if let start = skipping {
                    .tooLong(start: start)
                } else if bytes.count > limit {
                    .tooLong(start: String(decoding: bytes.prefix(limit), as: UTF8.self))
                } else {
                    .complete(String(decoding: bytes, as: UTF8.self))
                }
                pending.removeSubrange(pending.startIndex...newline)
                (searched, skipping) = (0, nil)
                return line
            }
            if skipping == nil && pending.count > limit { skipping = String(decoding: pending.prefix(limit), as: UTF8.self) }
            if skipping != nil { pending.removeAll(keepingCapacity: true) }
            searched = pending.count
            let chunk = handle.availableData
            guard !chunk.isEmpty else {
                defer { (pending, searched, skipping) = (Data(), 0, nil) }
                if let start = skipping { return .tooLong(start: start) }
                return pending.isEmpty ? nil : .complete(String(decoding: pending, as: UTF8.self))
            }
            pending.append(chunk)
        }
    }
}
