import Foundation

/// Finds gnuplot and runs a script with it, capturing what it prints.
struct Gnuplot {
    /// The gnuplot executable.
    let executable: String

    /// The line a user sees when gnuplot is missing: what to install, on each platform.
    static let installHint =
        "gnuplot is not installed (or not on PATH); install it with 'apt-get install gnuplot-nox' (Debian, Ubuntu) or 'brew install gnuplot' (macOS)"

    /// What one run of gnuplot printed, and how it ended.
    struct Outcome {
        /// The exit status; 0 when every command succeeded.
        var status: Int32
        /// Standard output: the script's own notes.
        var output: String
        /// Standard error: gnuplot's warnings and errors.
        var errors: String
    }

    /// The first executable `gnuplot` in the folders of `searchPath` (a PATH value), or nil.
    static func locate(searchPath: String?) -> Gnuplot? {
        let folders = (searchPath ?? "").split(separator: ":").map(String.init)
        return folders.lazy
            .map { ($0 as NSString).appendingPathComponent("gnuplot") }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
            .map { Gnuplot(executable: $0) }
    }

    /// Runs `script` with each of `variables` set first (as `-e "name='value'; ..."`).
    /// - Throws: when the process cannot be started.
    func run(script: String, variables: KeyValuePairs<String, String>) throws -> Outcome {
        let assignments = variables.map { "\($0.key)=\(Self.quoted($0.value))" }.joined(separator: "; ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-e", assignments, script]
        let output = Pipe.closedOnExec()
        let errors = Pipe.closedOnExec()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Both pipes drain at once, so that neither can fill up and stall gnuplot.
        let errorText = PipeDrain(errors.fileHandleForReading)
        let outputText = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: outputText, errors: errorText.wait())
    }

    /// `value` as a gnuplot single-quoted string, in which only a quote needs escaping (by doubling it).
    static func quoted(_ value: String) -> String {
        "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeDrain: @unchecked Sendable {
    private let lock = NSLock()
    private let finished = DispatchSemaphore(value: 0)
    private var text = ""

    init(_ handle: FileHandle) {
        Thread.detachNewThread {
            let data = handle.readDataToEndOfFile()
            self.lock.withLock { self.text = String(decoding: data, as: UTF8.self) }
            self.finished.signal()
        }
    }

    /// Everything the pipe carried, once its writer has closed it.
    func wait() -> String {
        finished.wait()
        return lock.withLock { text }
    }
}
