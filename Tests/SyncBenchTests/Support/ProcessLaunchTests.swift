import Foundation
import Platform
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import TestSupport
import Testing

/// An executable held open for writing is refused as busy on Linux (ETXTBSY), as a script just written is for a
/// moment while another thread spawns a child that inherits its descriptor; a launch waits that out.
@Suite("A launch waits out an executable that is busy being written, and no other failure")
struct ProcessLaunchTests {
    /// A script that exits 0, and a descriptor open for writing on it, which makes it busy until closed.
    static func busyScript(in folder: TemporaryFolder) throws -> (path: String, writer: Int32) {
        let path = folder.path + "/busy.sh"
        try "#!/bin/sh\nexit 0\n".write(toFile: path, atomically: true, encoding: .utf8)
        guard chmod(path, 0o755) == 0 else { throw CocoaError(.fileWriteNoPermission) }
        let writer = open(path, O_WRONLY | O_APPEND)
        try #require(writer >= 0, "cannot open \(path) for writing (errno \(errno))")
        return (path, writer)
    }

    static func process(_ path: String) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        return process
    }

    #if os(Linux)
    @Test("Busy while written: run() is refused, and the launch starts it once the writer closes")
    func waitsForTheWriter() throws {
        let folder = try TemporaryFolder("process-launch")
        let script = try Self.busyScript(in: folder)
        #expect(throws: (any Error).self) { try Self.process(script.path).run() }
        let closer = Thread {
            usleep(50_000)
            close(script.writer)
        }
        closer.start()
        let process = Self.process(script.path)
        try process.runWhenNotBusy(waitSeconds: 60)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
    }

    @Test("Busy past the wait: the launch gives up with the busy error")
    func givesUp() throws {
        let folder = try TemporaryFolder("process-launch")
        let script = try Self.busyScript(in: folder)
        defer { close(script.writer) }
        let error = try #require(throws: (any Error).self) { try Self.process(script.path).runWhenNotBusy(waitSeconds: 0.05) }
        #expect(Process.isBusyExecutable(error))
    }
    #endif

    #if os(Linux)
    /// Whether a child spawned with no list of descriptors to close, as one spawned on another thread while
    /// `pipe` was being made, still holds `pipe`'s writing end once it runs its program: `sh` exits 0 when it does.
    static func inherits(_ pipe: Pipe) throws -> Bool {
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        let arguments = ["/bin/sh", "-c", "test -e /proc/$$/fd/\(descriptor)"]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ) == 0)
        var status: Int32 = 0
        try #require(waitpid(pid, &status, 0) == pid)
        return status == 0
    }

    @Test("A child's pipes close when another program starts: a child spawned meanwhile does not keep them")
    func pipesCloseOnExec() throws {
        let pipe = Pipe.closedOnExec()
        for descriptor in [pipe.fileHandleForReading.fileDescriptor, pipe.fileHandleForWriting.fileDescriptor] {
            #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0)
        }
        #expect(try !Self.inherits(pipe))
        #expect(try Self.inherits(Pipe()), "Foundation's own pipe is inherited: the case the child's pipes guard against")
    }

    @Test("A test's raw pipe is made closing on exec, both ends")
    func rawPipeClosesOnExec() throws {
        let ends = try #require(closedOnExecPipe())
        defer { close(ends.reading); close(ends.writing) }
        for descriptor in [ends.reading, ends.writing] {
            #expect(fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0)
        }
    }
    #endif

    @Test("A missing executable is not busy, and fails at once")
    func missing() throws {
        let folder = try TemporaryFolder("process-launch")
        let error = try #require(throws: (any Error).self) {
            try Self.process(folder.path + "/missing").runWhenNotBusy(waitSeconds: 60)
        }
        #expect(!Process.isBusyExecutable(error))
    }
}
