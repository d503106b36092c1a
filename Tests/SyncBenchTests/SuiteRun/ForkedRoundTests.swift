import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import TestSupport
import Testing

/// A round in forks played by fake forks: what a parent does with each way a fork can fail.
@Suite("A round in forks loses only what a dead fork was measuring, and stops when every fork would fail", .serialized)
struct ForkedRoundTests {
    let fake: FakeFork

    init() throws {
        fake = try FakeFork()
    }

    func round(_ launcher: ForkLauncher, steps: Int, stop: StopSignal = StopSignal(), clock: DeadlineClock = DeadlineClock()) -> ForkedRound {
        fake.round(launcher, steps: steps, stop: stop, clock: clock)
    }

    func events(_ round: inout ForkedRound) -> [String] {
        fake.events(&round)
    }

    @Test("A fork that reports every step gives each one, in order")
    func reportsEveryStep() throws {
        var round = round(try fake.script(), steps: 3)
        #expect(events(&round) == ["s0", "m0", "s1", "m1", "s2", "m2"])
    }

    @Test("A fork slow to say who it is and to answer, as a busy machine makes it, is waited for, not found hung")
    func slowForkIsWaitedFor() throws {
        // Slower than the 2 s deadlines these fakes once had, which a loaded machine could miss (issue 33).
        var round = round(try fake.script(before: "sleep 2.5", onStep: "[ $i -eq 0 ] && sleep 2.5"), steps: 2)
        #expect(events(&round) == ["s0", "m0", "s1", "m1"])
    }

    @Test("A fork that crashes loses the step it was measuring; a new fork measures the rest")
    func crashLosesOneStep() throws {
        let marker = fake.folder + "/crashed"
        let crash = """
            if [ $i -eq 1 ] && [ ! -e \(marker) ]; then touch \(marker); \(FakeFork.say(try ForkWire.line(ForkReport.starting(index: 1))))
            echo "Fatal error: boom" >&2; kill -SEGV $$; fi
            """
        var round = round(try fake.script(onStep: crash), steps: 3)
        #expect(events(&round) == ["s0", "m0", "s1", "l1: fork 2 ended by signal 11: Fatal error: boom", "s2", "m2"])
    }

    @Test("A fork that hangs in a step is killed after the step's bound and loses that step only")
    func hangLosesOneStep() throws {
        let marker = fake.folder + "/hung"
        let hang = """
            if [ ! -e \(marker) ]; then touch \(marker); \(FakeFork.say(try ForkWire.line(ForkReport.starting(index: 0)))); exec sleep 60; fi
            """
        let clock = DeadlineClock()
        var round = round(try fake.script(onStep: hang), steps: 2, clock: clock)
        guard case .starting(0) = round.next() else {
            Issue.record("the fork did not start its step")
            return
        }
        // The fork has said all it will: its deadline is passed now, not waited out, and the next fork's is not.
        clock.passDeadline()
        #expect(events(&round) == ["l0: fork 2 hung: no report within 30 s, killed", "s1", "m1"])
    }

    @Test("A program that exits before saying who it is ends the run with its last words")
    func exitsBeforeReading() throws {
        var round = round(try fake.launcher("echo $$ >> \(fake.folder)/pids; echo 'bench: error: unknown command' >&2; exit 64"), steps: 2)
        let words = events(&round)
        #expect(words.count == 1)
        #expect(words.first?.hasPrefix("failed: fork 2 of /bin/sh exited with status 64 before it said who it is") == true)
        #expect(words.first?.hasSuffix(": bench: error: unknown command") == true)
    }

    @Test("A program that hangs before saying who it is ends the run within the hello's deadline")
    func hangsBeforeReading() throws {
        let ready = fake.folder + "/ready"
        let clock = DeadlineClock(movingWhenExists: ready)
        var round = round(try fake.launcher("echo $$ >> \(fake.folder)/pids; touch \(ready); exec sleep 60"), steps: 2, clock: clock)
        #expect(events(&round) == [
            "failed: fork 2 of /bin/sh said nothing within 30 s: it does not speak syncbench's fork protocol (an older syncbench, or not a bench executable)"
        ])
    }

    @Test("A script whose own child hangs before saying who it is ends the run at the hello's deadline, child and all")
    func scriptWithAHungChild() throws {
        // The child holds the fork's pipes: without killing the script's process group, it would survive the
        // round (the parent gives up waiting for a killed fork after a bound), and `events` would find it alive.
        // The deadline passes only once the child has recorded itself, so that there always is a child to kill.
        let ready = fake.folder + "/ready"
        let child = "sh -c 'echo $$ >> \(fake.folder)/pids; touch \(ready); exec sleep 600'"
        let clock = DeadlineClock(movingWhenExists: ready)
        var round = round(try fake.launcher("echo $$ >> \(fake.folder)/pids; \(child); echo done"), steps: 1, clock: clock)
        #expect(events(&round) == [
            "failed: fork 2 of /bin/sh said nothing within 30 s: it does not speak syncbench's fork protocol (an older syncbench, or not a bench executable)"
        ])
        let pids = try String(contentsOfFile: fake.folder + "/pids", encoding: .utf8).split(separator: "\n")
        #expect(pids.count == 2, "the script and its child each recorded themselves: \(pids)")
    }

    @Test("A program that prints garbage is not a fork; its first line is quoted")
    func printsGarbage() throws {
        var round = round(try fake.launcher("echo $$ >> \(fake.folder)/pids; echo 'Hello, world!'; exec sleep 60"), steps: 1)
        #expect(events(&round) == [
            "failed: fork 2 of /bin/sh does not speak syncbench's fork protocol (not a bench executable?): its first line was 'Hello, world!'"
        ])
    }

    @Test("A valid report then garbage loses the step with the line quoted, and a new fork goes on")
    func reportThenGarbage() throws {
        let marker = fake.folder + "/garbled"
        let garble = "if [ $i -eq 1 ] && [ ! -e \(marker) ]; then touch \(marker); echo 'oops: a stray print'; exec sleep 60; fi"
        var round = round(try fake.script(onStep: garble), steps: 3)
        #expect(events(&round) == [
            "s0", "m0", "l1: fork 2 broke the fork protocol, killed: a line that is not a report: 'oops: a stray print'", "s2", "m2",
        ])
    }

    @Test("An index out of turn is a protocol error: the step is lost, nothing is misplaced")
    func indexOutOfRange() throws {
        let marker = fake.folder + "/skipped"
        let skip = "if [ $i -eq 0 ] && [ ! -e \(marker) ]; then touch \(marker); i=5; fi"
        var round = round(try fake.script(onStep: skip), steps: 2)
        let words = events(&round)
        #expect(words.count == 3)
        #expect(words.first?.hasPrefix("l0: fork 2 broke the fork protocol, killed: a report out of turn for step 0:") == true)
        #expect(Array(words.dropFirst()) == ["s1", "m1"])
    }

    @Test("A fork of another build is refused at its first step, and the run ends saying the executable changed")
    func anotherBuild() throws {
        var round = round(try fake.script(hello: try FakeFork.hello(build: "fnv1a64:00000000000000bb")), steps: 2)
        #expect(events(&round) == [
            "failed: fork 2 of /bin/sh runs another build (fnv1a64:00000000000000bb, not fnv1a64:00000000000000aa): "
                + "the executable changed during the run"
        ])
    }

    @Test("A fork of another protocol version is refused")
    func anotherProtocol() throws {
        var round = round(try fake.script(hello: try FakeFork.hello(version: 1)), steps: 1)
        let words = events(&round)
        #expect(words == ["failed: fork 2 of /bin/sh speaks fork protocol 1, and this bench speaks \(ForkProtocol.version): build both sides from syncbench versions that agree"])
    }

    @Test("The third step lost the same way in a row ends the run")
    func sameLossThreeTimes() throws {
        let crash = "\(FakeFork.say(try ForkWire.line(ForkReport.starting(index: 0)))); exit 3"
        var round = round(try fake.script(onStep: crash), steps: 5)
        let lost = "fork 2 exited with status 3"
        #expect(events(&round) == ["s0", "l0: \(lost)", "s1", "l1: \(lost)", "s2", "l2: \(lost)", "failed: 3 steps in a row lost the same way: \(lost)"])
    }

    @Test("A program that cannot start ends the run, saying why")
    func unstartableProgram() throws {
        var launcher = try fake.script()
        launcher.executable = fake.folder + "/missing"
        var round = round(launcher, steps: 1)
        let words = events(&round)
        #expect(words.count == 1)
        #expect(words.first == "failed: fork 2 of \(fake.folder)/missing cannot be started: no such file")
    }

    @Test("A stop request ends the round at once and kills the fork")
    func stopEndsTheRound() throws {
        let stop = StopSignal()
        let hang = "\(FakeFork.say(try ForkWire.line(ForkReport.starting(index: 0)))); exec sleep 60"
        var round = round(try fake.script(onStep: hang), steps: 1, stop: stop)
        guard case .starting(0) = round.next() else {
            Issue.record("the fork did not start its step")
            return
        }
        stop.request(reason: 2)
        #expect(round.next() == nil)
        #expect(fake.survivors().isEmpty)
    }

    @Test("Cancelling a round mid-step leaves no fork behind")
    func cancelKillsTheFork() throws {
        let hang = "\(FakeFork.say(try ForkWire.line(ForkReport.starting(index: 0)))); exec sleep 60"
        var round = round(try fake.script(onStep: hang), steps: 1)
        guard case .starting(0) = round.next() else {
            Issue.record("the fork did not start its step")
            return
        }
        round.cancel()
        #expect(fake.survivors().isEmpty)
    }
}
