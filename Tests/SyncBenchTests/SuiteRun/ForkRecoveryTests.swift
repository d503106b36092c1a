import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import TestSupport
import Testing

/// A round in forks after a fork ended on purpose or died between steps, refused, or said too much: what is
/// charged, what goes to a new fork, and what ends the run.
@Suite("A fork gone between steps costs nothing; a refusal ends the run without a lost step", .serialized)
struct ForkRecoveryTests {
    let fake: FakeFork

    init() throws {
        fake = try FakeFork()
    }

    /// Shell that reports `measurement` for step 0 of a fresh fork (`$i` is 0), starting first.
    static func report(_ measurement: RunMeasurement) throws -> String {
        "\(FakeFork.say(try ForkWire.line(ForkReport.starting(index: 0)))); "
            + FakeFork.say(try ForkWire.line(ForkReport.measured(index: 0, measurement: measurement)))
    }

    @Test("The case after a case with stuck workers goes to a new fork, even when the old one lingers")
    func stuckWorkersCloseTheFork() throws {
        let marker = fake.folder + "/stuck"
        // The real fork exits after reporting stuck workers; this one lingers instead, so that only closing it
        // at once (not the retry of a step a dead fork never started) gets the next case measured.
        let stuck = "if [ ! -e \(marker) ]; then touch \(marker); \(try Self.report(.stuck([0]))); exec sleep 60; fi"
        var round = fake.round(try fake.script(onStep: stuck), steps: 3)
        #expect(fake.events(&round) == ["s0", "m0?", "s1", "m1", "s2", "m2"])
    }

    @Test("A fork that exits between two steps is not charged for the next one: a new fork measures it")
    func exitBetweenStepsIsFree() throws {
        let marker = fake.folder + "/exited"
        let exit = "if [ $i -eq 1 ] && [ ! -e \(marker) ]; then touch \(marker); exit 1; fi"
        var round = fake.round(try fake.script(onStep: exit), steps: 3)
        #expect(fake.events(&round) == ["s0", "m0", "s1", "m1", "s2", "m2"])
    }

    @Test("A step whose new fork dies before starting it too is lost; three such in a row end the run")
    func exitBeforeStartingTwiceIsCharged() throws {
        var round = fake.round(try fake.script(onStep: "exit 7"), steps: 5)
        let lost = "fork 2 exited with status 7"
        #expect(fake.events(&round) == ["l0: \(lost)", "l1: \(lost)", "l2: \(lost)", "failed: 3 steps in a row lost the same way: \(lost)"])
    }

    @Test("A refusal after the hello ends the run at once, with no step lost")
    func refusalAfterHello() throws {
        let refusal = FakeFork.say(try ForkWire.line(ForkReport.refused(reason: "a debug build, whose figures mean little"))) + "; exit 65"
        var round = fake.round(try fake.script(onStep: refusal), steps: 2)
        #expect(fake.events(&round) == ["failed: fork 2 of /bin/sh refused: a debug build, whose figures mean little"])
    }

    @Test("A case the fork does not have ends the run at once, with no step lost")
    func unknownCase() throws {
        let unknown = FakeFork.say(try ForkWire.line(ForkReport.unknownCase(index: 0)))
        let launcher = try fake.launcher("""
            echo $$ >> \(fake.folder)/pids
            \(FakeFork.say(try FakeFork.hello()))
            read session || exit 0
            while read step; do \(unknown); done
            """)
        var round = fake.round(launcher, steps: 2)
        #expect(fake.events(&round) == ["failed: fork 2 of /bin/sh refused: its build has no case 'case 0'"])
    }

    @Test("A fork that lays out another suite is refused before it is sent anything")
    func anotherSuite() throws {
        let sessionSeen = fake.folder + "/session"
        var launcher = try fake.launcher("""
            echo $$ >> \(fake.folder)/pids
            \(FakeFork.say(try FakeFork.hello()))
            read session && touch \(sessionSeen)
            exec sleep 60
            """)
        launcher.expectedSuite = "fnv1a64:00000000000000cc"
        var round = fake.round(launcher, steps: 1)
        #expect(fake.events(&round) == [
            "failed: fork 2 of /bin/sh lays out another suite (test, not fnv1a64:00000000000000cc): "
                + "its cases are not this run's (a bench of another package?)"
        ])
        #expect(!FileManager.default.fileExists(atPath: sessionSeen), "the session was sent before the hello was checked")
    }

    @Test("A fork that closes its output and goes on running is killed at the deadline, in a step or before its hello")
    func closedOutputIsNotAWaitForever() throws {
        // Each fake creates its marker once its output is closed, and the deadline passes then (`DeadlineClock`).
        let marker = fake.folder + "/closed"
        let close = "if [ $i -eq 1 ] && [ ! -e \(marker) ]; then exec 1>&-; touch \(marker); exec sleep 60; fi"
        var round = fake.round(try fake.script(onStep: close), steps: 3, clock: DeadlineClock(movingWhenExists: marker))
        #expect(fake.events(&round) == ["s0", "m0", "l1: fork 2 closed its output but was still running 30 s later, killed", "s2", "m2"])
        let silentMarker = fake.folder + "/closed-first"
        let silentFork = try fake.launcher("echo $$ >> \(fake.folder)/pids; exec 1>&-; touch \(silentMarker); exec sleep 60")
        var silent = fake.round(silentFork, steps: 1, clock: DeadlineClock(movingWhenExists: silentMarker))
        #expect(fake.events(&silent) == ["failed: fork 2 of /bin/sh closed its output but was still running 30 s later, killed"])
    }

    @Test("A line longer than 1 MiB is a protocol error: the step is lost, and a new fork goes on")
    func overlongLine() throws {
        let marker = fake.folder + "/long"
        let long = "if [ $i -eq 0 ] && [ ! -e \(marker) ]; then touch \(marker); head -c 1100000 /dev/zero | tr '\\0' x; echo; exec sleep 60; fi"
        var round = fake.round(try fake.script(onStep: long), steps: 2)
        #expect(fake.events(&round) == ["l0: fork 2 broke the fork protocol, killed: a line longer than 1048576 bytes", "s1", "m1"])
    }

    @Test("Impossible figures are a protocol error: the fork is killed, the step lost with the reason, and a new fork goes on")
    func impossibleFigures() throws {
        let marker = fake.folder + "/bad"
        var wide = FakeFork.measurement
        wide.windows.append(.init(nanoseconds: 1_000, operationsPerThread: [1, 2]))
        let bad = "if [ ! -e \(marker) ]; then touch \(marker); \(try Self.report(wide)); exec sleep 60; fi"
        var round = fake.round(try fake.script(onStep: bad), steps: 2)
        #expect(fake.events(&round) == [
            "s0", "l0: fork 2 broke the fork protocol, killed: step 0 reported windows of different widths (1 and 2/2 workers)", "s1", "m1",
        ])
    }

    @Test("What a fork says is quoted on one line and shortened, in every reason")
    func reasonsAreShortAndOnOneLine() {
        let long = String(repeating: "y", count: 5_000)
        let losses: [ForkLoss] = [
            .refused(reason: "no\r\nway \(long)"), .ended(status: 1, signalled: false, lastWords: "boom\r\n\(long)"),
            .notAFork(firstLine: "a\rb\(long)"), .otherBuild(expected: "fnv1a64:1", found: long), .cannotStart(reason: "x\n\(long)"),
            .endedBeforeHello(status: 3, signalled: false, lastWords: long + "\n"), .otherSuite(expected: "s", found: "\r\(long)"),
        ]
        for loss in losses {
            let text = loss.description
            #expect(!text.contains("\n") && !text.contains("\r"), "\(loss)")
            #expect(text.count < 400, "\(text.prefix(100))")
        }
        #expect(ForkLoss.refused(reason: "no\r\nway").description == "refused: no  way")
        #expect(ForkLoss.ended(status: 1, signalled: false, lastWords: "first / \(long)").description.hasSuffix("yyy"))
    }
}
