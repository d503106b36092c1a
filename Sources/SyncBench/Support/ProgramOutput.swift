import Foundation

/// A short program run to its end for what it prints: git asked for a commit, or swift asked to build.
public enum ProgramOutput {
    /// What a program's error stream becomes.
    public enum Errors: Sendable {
        /// Written into the output after what it printed, as it came: for a message to quote.
        case merged
        /// Dropped: for an answer to read.
        case discarded
    }

    /// Runs `arguments` (a program found on the PATH, then its arguments) in `folder` and waits for it.
    /// - Returns: its exit status and what it printed; status 127 and why when it cannot be started.
    public static func run(_ arguments: [String], in folder: String, errors: Errors) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe.closedOnExec()
        process.standardOutput = pipe
        process.standardError = errors == .merged ? pipe : FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (127, "\(arguments.first ?? "") cannot be started: \(error.localizedDescription)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
