import SyncBenchCore
import SyncBenchResults
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
