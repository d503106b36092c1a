import Foundation
import TestSupport
import Testing

/// The bounded wait the tests use for the processes they start: a process that never ends fails the test
/// instead of hanging it.
@Suite("A test's wait for a process it started has a bound")
struct ProcessWaitTests {
    @Test("A process that outlives the bound is killed, and the wait says so")
    func hungProcessIsKilled() throws {
        // Forced, not timed: the process sleeps for ten minutes, far past the bound whatever the load.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sleep")
        process.arguments = ["600"]
        try process.run()
        #expect(!waitForExit(of: process, seconds: 0.1))
        #expect(!process.isRunning && process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
    }

    @Test("A process that ends by itself is waited for")
    func endedProcessIsWaitedFor() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 3"]
        try process.run()
        #expect(waitForExit(of: process, seconds: 60))
        #expect(process.terminationStatus == 3)
    }
}
