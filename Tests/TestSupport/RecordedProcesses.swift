import Foundation

/// The processes a test's fake programs started, each of which writes its process id to a file first (`pids`
/// in the test's folder), and which of them are still alive: none, once the run that started them is over.
package struct RecordedProcesses {
    /// The file the process ids go to, one a line.
    package let file: String

    /// The record kept in `folder`.
    package init(in folder: String) {
        file = folder + "/pids"
    }

    /// Shell that appends the running shell's process id to the file.
    package var recordingLine: String { "echo $$ >> \(file)" }

    /// Every process recorded so far, in the order they started.
    package var recorded: [Int32] {
        let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { Int32($0) }
    }

    /// The recorded processes still alive. A process killed a moment ago may take a little while to go (and to
    /// be reaped, when it was orphaned), so this waits up to 5 s for them; a zombie counts as gone.
    package func survivors() -> [Int32] {
        var alive = recorded.filter(Self.isAlive)
        for _ in 0..<50 where !alive.isEmpty {
            usleep(100_000)
            alive = alive.filter(Self.isAlive)
        }
        return alive
    }

    /// Whether process `pid` exists and is not a zombie (the state in /proc, on Linux; elsewhere a zombie
    /// counts as alive until it is reaped).
    private static func isAlive(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        #if os(Linux)
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let end = stat.lastIndex(of: ")") else { return true }
        return !stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
        #else
        return true
        #endif
    }
}
