import Foundation

/// Sides of `bench ab` played by small shell scripts: each writes its process id (and those of any children it
/// starts) to a file (`RecordedProcesses`), so that a test can check that nothing outlived the run. What a side
/// says is `FakeFork`'s: its hello, its reports.
package struct ScriptSides {
    /// A folder of the test's own for the scripts, the process ids and the run's output.
    package var folder: String { scratch.path }
    private let scratch: TemporaryFolder

    /// A new folder under the temporary directory.
    package init() throws {
        scratch = try TemporaryFolder("ab-sides")
    }

    /// An executable script that records its process id, then runs `body`.
    package func script(_ body: String) throws -> String {
        let path = folder + "/side-\(UUID().uuidString).sh"
        try "#!/bin/sh\n\(RecordedProcesses(in: folder).recordingLine)\n\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
        guard chmod(path, 0o755) == 0 else { throw CocoaError(.fileWriteNoPermission) }
        return path
    }

    /// The recorded processes still running: none once a run is over (see `RecordedProcesses.survivors`).
    package func survivors() -> [Int32] {
        RecordedProcesses(in: folder).survivors()
    }
}
