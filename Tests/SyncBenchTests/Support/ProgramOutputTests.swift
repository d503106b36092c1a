import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import TestSupport
import Testing

@Suite("A short program's output: its status, its streams merged or its errors dropped, and one that cannot start")
struct ProgramOutputTests {
    @Test("Merged, the error stream follows the output; discarded, only the output is read; the status is the program's")
    func streams() throws {
        let folder = try TemporaryFolder("program-output")
        let script = ["sh", "-c", "echo out; echo err >&2; exit 3"]
        let merged = ProgramOutput.run(script, in: folder.path, errors: .merged)
        #expect(merged.status == 3 && merged.output == "out\nerr\n")
        let discarded = ProgramOutput.run(script, in: folder.path, errors: .discarded)
        #expect(discarded.status == 3 && discarded.output == "out\n")
        let here = ProgramOutput.run(["pwd", "-P"], in: folder.path, errors: .discarded)
        #expect(here.output.trimmingCharacters(in: .newlines) == URL(fileURLWithPath: folder.path).resolvingSymlinksInPath().path)
    }

    @Test("A stop ends the program and every process of its group: a child it left running does not write after it")
    func stopEndsTheGroup() throws {
        let folder = try TemporaryFolder("program-output")
        let started = folder.path + "/started"
        let stop = StopSignal()
        let asker = Thread {
            for _ in 0..<1_000 where !FileManager.default.fileExists(atPath: started) { usleep(10_000) }
            stop.request(reason: SIGTERM)
        }
        asker.start()
        // The child outlives any stall a loaded machine gives the asker: 3 s was once too short under CI's load.
        // With the stop working, the test ends as soon as it is asked; broken, it ends at 60 s and fails.
        let script = ["sh", "-c", "(sleep 60; echo late) & echo early; touch \(started); wait"]
        let answer = withExtendedLifetime(folder) { ProgramOutput.run(script, in: folder.path, errors: .merged, stop: stop) }
        #expect(answer.status == SIGTERM, "ended by the stop, not by its own exit")
        #expect(answer.output == "early\n", "the child in its group was ended too, so it never wrote 'late'")
    }

    @Test("A folder that does not exist is status 127 and why, not a crash")
    func cannotStart() {
        let answer = ProgramOutput.run(["true"], in: "/nonexistent-syncbench-folder", errors: .merged)
        #expect(answer.status == 127 && answer.output.hasPrefix("true cannot be started: "))
    }
}
