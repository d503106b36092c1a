import Foundation

/// The lines of a file handle, read on a thread of its own and handed out in order: a fork's input, whose end
/// must be noticed at once even while the fork is busy measuring.
final class LineQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    private var ended = false
    private let arrived = DispatchSemaphore(value: 0)

    /// Starts reading `handle`; `atEnd` is called on the reading thread when it ends. A line longer than
    /// `LineReader.maximumBytes` is handed out as its start, which no request decodes from.
    init(_ handle: FileHandle, atEnd: @escaping @Sendable () -> Void) {
        Thread { [self] in
            let reader = LineReader(handle)
            while let line = reader.next() {
                lock.withLock { lines.append(line.text) }
                arrived.signal()
            }
            lock.withLock { ended = true }
            arrived.signal()
            atEnd()
        }.start()
    }

    /// The next line, waiting for it; nil once the input has ended and every line was taken.
    func next() -> String? {
        while true {
            let taken: String?? = lock.withLock {
                if !lines.isEmpty { return .some(lines.removeFirst()) }
                return ended ? .some(nil) : nil
            }
            if let taken { return taken }
            arrived.wait()
        }
    }
}

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
