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

    /// Runs `shell` (a shell command line that starts a child writing `late` after 60 s, writes `early`, touches
    /// `started` and waits) under a stop asked once `started` exists, the stop's SIGKILL `grace` after its SIGTERM.
    /// The child outlives any stall a loaded machine gives the asker: 3 s was once too short under CI's load.
    ///
    /// The shell starts with SIGTERM's default action and nothing blocked, whatever this process does meanwhile: a
    /// child inherits an ignored SIGTERM (another test's in-process `bench run` ignores it while it measures) and
    /// the starting thread's signal mask. The reset wraps the shell itself, since dash's `sh -c` forks its last
    /// command rather than exec it: a reset inside the command line left the shell ignoring SIGTERM, and the shell,
    /// its child ended by SIGTERM, exited 143.
    static func stopped(_ shell: (String) -> String, grace: UInt64) throws -> (status: Int32, output: String) {
        let folder = try TemporaryFolder("program-output")
        let started = folder.path + "/started"
        let stop = StopSignal()
        let asker = Thread {
            for _ in 0..<1_000 where !FileManager.default.fileExists(atPath: started) { usleep(10_000) }
            stop.request(reason: SIGTERM)
        }
        asker.start()
        return withExtendedLifetime(folder) {
            ProgramOutput.run(
                ["perl", "-MPOSIX", "-e", Self.reset, "sh", "-c", shell(started)], in: folder.path, errors: .merged, stop: stop,
                graceNanoseconds: grace)
        }
    }

    /// A Perl line that gives SIGTERM its default action, unblocks every signal and runs its arguments.
    static let reset = "$SIG{TERM} = 'DEFAULT'; POSIX::sigprocmask(POSIX::SIG_SETMASK(), POSIX::SigSet->new); exec @ARGV or die"

    @Test("A stop ends the program and every process of its group: a child it left running does not write after it")
    func stopEndsTheGroup() throws {
        // SIGTERM, not the grace's SIGKILL, is what ends it. With the stop working, the test ends as soon as it is
        // asked; broken, it ends at 60 s and fails.
        let answer = try Self.stopped({ "(sleep 60; echo late) & echo early; touch \($0); wait" }, grace: 60_000_000_000)
        #expect(answer.status == SIGTERM, "ended by the stop, not by its own exit")
        #expect(answer.output == "early\n", "the child in its group was ended too, so it never wrote 'late'")
    }

    @Test("A group deaf to SIGTERM is sent SIGKILL once the stop's grace is over")
    func deafGroupIsKilled() throws {
        let answer = try Self.stopped({ "trap '' TERM; (sleep 60; echo late) & echo early; touch \($0); wait" }, grace: 200_000_000)
        #expect(answer.status == SIGKILL, "ended by the grace's SIGKILL, not by its own exit")
        #expect(answer.output == "early\n", "the deaf child in its group was killed too, so it never wrote 'late'")
    }

    @Test("A folder that does not exist is status 127 and why, not a crash")
    func cannotStart() {
        let answer = ProgramOutput.run(["true"], in: "/nonexistent-syncbench-folder", errors: .merged)
        #expect(answer.status == 127 && answer.output.hasPrefix("true cannot be started: "))
    }
}
