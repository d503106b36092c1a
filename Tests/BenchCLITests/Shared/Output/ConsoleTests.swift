import Foundation
@testable import BenchCLI
import SyncBench
import TestSupport
import Testing

/// The process's own console: a reader that went away (`bench list | head`) ends `bench` quietly by SIGPIPE,
/// the way `cat` ends, rather than in a crash.
@Suite("Console: a closed standard output")
struct ConsoleTests {
    @Test("A write to a pipe nobody reads says so rather than crashing (SIGPIPE ignored, as the parent of forks has it)")
    func closedPipe() throws {
        signal(SIGPIPE, SIG_IGN)
        let ends = try #require(closedOnExecPipe())
        close(ends.reading)
        defer { close(ends.writing) }
        #expect(StandardStream.write("lost\n", to: ends.writing) == .closed)
    }

    @Test("bench with its standard output closed ends by SIGPIPE, silently, even with SIGPIPE ignored")
    func benchEndsBySIGPIPE() throws {
        let executable = try Self.bench()
        let ends = try #require(closedOnExecPipe())
        close(ends.reading)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // SIGPIPE ignored, as in a run that started forks: the write fails with EPIPE and bench must end itself.
        process.arguments = ["-c", "trap '' PIPE; exec \"$0\" list", executable]
        process.standardOutput = FileHandle(fileDescriptor: ends.writing, closeOnDealloc: true)
        let errors = Pipe.closedOnExec()
        process.standardError = errors
        try process.run()
        // The bound turns a bench that does not end itself into a failure, not a hang; its errors are read once
        // it is gone (killed, if need be), when nothing holds the pipe open any more.
        try #require(waitForExit(of: process, seconds: 60), "bench went on running with its standard output closed; killed after 60 s")
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == SIGPIPE)
        #expect(said.isEmpty, "\(String(decoding: said, as: UTF8.self))")
    }

    @Test(
        "bench whose standard output cannot be written (a full disk) says so in one line and exits 73",
        .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "no /dev/full here")
    )
    func benchSaysItsOutputFailed() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try Self.bench())
        process.arguments = ["list"]
        let full: FileHandle = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        process.standardOutput = full
        let errors = Pipe.closedOnExec()
        process.standardError = errors
        try process.run()
        try #require(waitForExit(of: process, seconds: 60), "bench went on running with its standard output failing; killed after 60 s")
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 73)
        #expect(said == "bench: error: cannot write standard output: \(String(cString: strerror(ENOSPC)))\n")
    }

    /// The `bench` built beside the tests.
    private static func bench() throws -> String {
        let products = Bundle.module.bundleURL.deletingLastPathComponent()
        let executable = products.appendingPathComponent("bench").path
        try #require(FileManager.default.isExecutableFile(atPath: executable), "no bench next to the tests at \(executable)")
        return executable
    }
}
