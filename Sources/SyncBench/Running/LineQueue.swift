import Foundation

/// The lines of a file handle, read on a thread of its own and handed out in order: a fork's input, whose end
/// must be noticed at once even while the fork is busy measuring.
final class LineQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    private var ended = false
    private let arrived = DispatchSemaphore(value: 0)

    /// Starts reading `handle`; `atEnd` is called on the reading thread when it ends.
    init(_ handle: FileHandle, atEnd: @escaping @Sendable () -> Void) {
        Thread { [self] in
            let reader = LineReader(handle)
            while let line = reader.next() {
                lock.withLock { lines.append(line) }
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

/// Reads a file handle a line at a time, without the newline; nil at its end.
final class LineReader: @unchecked Sendable {
    private let handle: FileHandle
    private var pending = Data()

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    func next() -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                return line
            }
            let chunk = handle.availableData
            guard !chunk.isEmpty else {
                defer { pending.removeAll() }
                return pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self)
            }
            pending.append(chunk)
        }
    }
}
