import Foundation
@testable import SyncBench
import TestSupport

/// Sides of `bench ab` played by small shell scripts: each writes its process id (and those of any children it
/// starts) to a file, so that a test can check that nothing outlived the run.
struct ScriptSides {
    /// A folder of the test's own for the scripts, the process ids and the run's output.
    var folder: String { scratch.path }
    private let scratch: TemporaryFolder

    /// A new folder under the temporary directory.
    init() throws {
        scratch = try TemporaryFolder("ab-sides")
    }

    /// A fork's hello line, as a build that is a bench of this protocol says it.
    static func hello() throws -> String {
        try ForkWire.line(ForkReport.hello(ForkHello(build: "fnv1a64:00000000000000aa", configuration: "release", suite: "test")))
    }

    /// An executable script that records its process id, then runs `body`.
    func script(_ body: String) throws -> String {
        let path = folder + "/side-\(UUID().uuidString).sh"
        try "#!/bin/sh\necho $$ >> \(folder)/pids\n\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
        guard chmod(path, 0o755) == 0 else { throw CocoaError(.fileWriteNoPermission) }
        return path
    }

    /// The recorded processes still running: none once a run is over. A process killed a moment ago may take
    /// a little while to go (and to be reaped, when it was orphaned), so this waits up to 5 s for them.
    func survivors() -> [Int32] {
        let text = (try? String(contentsOfFile: folder + "/pids", encoding: .utf8)) ?? ""
        var alive = text.split(separator: "\n").compactMap { Int32($0) }.filter(Self.isRunning)
        for _ in 0..<50 where !alive.isEmpty {
            usleep(100_000)
            alive = alive.filter(Self.isRunning)
        }
        return alive
    }

    /// Whether process `pid` exists and is not a zombie (read from /proc on Linux; elsewhere a zombie counts as
    /// running until it is reaped).
    private static func isRunning(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        #if os(Linux)
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let end = stat.lastIndex(of: ")") else { return true }
        return !stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
        #else
        return true
        #endif
    }
}
