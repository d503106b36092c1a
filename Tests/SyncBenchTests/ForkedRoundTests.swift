import Foundation
@testable import SyncBench
import Testing

/// Forks played by small shell scripts, so that crashes, hangs and early exits happen on cue.
@Suite("A round in forks loses only what a dead fork was measuring", .serialized)
struct ForkedRoundTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "syncbench-forks-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    static let plan = RunPlan(threads: 1, warmupNanoseconds: 1_000, windowNanoseconds: 1_000, repetitions: 1, stopGraceNanoseconds: 1_000)
    static let measurement = RunMeasurement(
        windows: [.init(nanoseconds: 1_000, operationsPerThread: [100])], totals: OperationTotals(operations: 120),
        invariant: .held, batchSize: 10, stuckWorkers: []
    )

    /// The report lines a well-behaved fork writes for step `index` of its order.
    static func reports(_ index: Int) throws -> String {
        try [ForkReport.starting(index: index), .measured(index: index, measurement: measurement)]
            .map { "printf '%s\\n' '\(try ForkWire.line($0))'" }.joined(separator: "\n")
    }

    /// A script that reads its order, then does `body`; `marker` lets a second fork behave unlike the first.
    func fork(_ body: String) throws -> ForkLauncher {
        let path = folder + "/fork-\(UUID().uuidString).sh"
        try "read order\n\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
        return ForkLauncher(executable: "/bin/sh", arguments: [path], context: ForkContext(effectiveCPUs: 2))
    }

    func round(_ launcher: ForkLauncher, steps: Int, stop: StopSignal = StopSignal()) -> ForkedRound {
        ForkedRound(
            launcher: launcher, caseLabels: ["a", "b", "c"],
            steps: (0..<steps).map { ForkOrder.Step(caseIndex: $0, plan: Self.plan) }, stop: stop, roundNumber: 2,
            slackNanoseconds: 3_000_000_000
        )
    }

    /// Every event of `round` as a word: `s0` starting, `m0` measured, `l0: reason` lost.
    static func events(_ round: inout ForkedRound) -> [String] {
        var words: [String] = []
        while let event = round.next() {
            switch event {
            case .starting(let index): words.append("s\(index)")
            case .measured(let index, let measurement): words.append("m\(index)" + (measurement == Self.measurement ? "" : "?"))
            case .lost(let index, let reason): words.append("l\(index): \(reason)")
            }
        }
        return words
    }

    @Test("A fork that reports every step gives each one, in order")
    func reportsEveryStep() throws {
        var round = round(try fork(try [0, 1].map(Self.reports).joined(separator: "\n")), steps: 2)
        #expect(Self.events(&round) == ["s0", "m0", "s1", "m1"])
    }

    @Test("A fork that crashes loses the step it was measuring; a new fork measures the rest")
    func crashLosesOneStep() throws {
        let marker = folder + "/crashed"
        let body = """
            if [ ! -e \(marker) ]; then touch \(marker); \(try Self.reports(0))
            printf '%s\\n' '\(try ForkWire.line(ForkReport.starting(index: 1)))'; echo "Fatal error: boom" >&2; kill -SEGV $$; fi
            \(try Self.reports(0))
            """
        var round = round(try fork(body), steps: 3)
        #expect(Self.events(&round) == ["s0", "m0", "s1", "l1: fork 2 ended by signal 11: Fatal error: boom", "s2", "m2"])
    }

    @Test("A fork that hangs is killed after the step's bound and loses that step only")
    func hangLosesOneStep() throws {
        let marker = folder + "/hung"
        let body = """
            if [ ! -e \(marker) ]; then touch \(marker); printf '%s\\n' '\(try ForkWire.line(ForkReport.starting(index: 0)))'; exec sleep 60; fi
            \(try Self.reports(0))
            """
        var round = round(try fork(body), steps: 2)
        #expect(Self.events(&round) == ["s0", "l0: fork 2 hung: no report within 3 s, killed", "s1", "m1"])
    }

    @Test("A fork that dies before starting anything would die again: every step left is lost with its reason")
    func earlyDeathAbandonsTheRound() throws {
        var round = round(try fork("echo 'bench fork: the cases differ' >&2; exit 65"), steps: 2)
        let lost = "fork 2 exited with status 65: bench fork: the cases differ"
        #expect(Self.events(&round) == ["l0: \(lost)", "l1: \(lost)"])
    }

    @Test("A program that cannot start loses every step, saying why")
    func unstartableProgram() {
        var round = round(ForkLauncher(executable: folder + "/missing", arguments: [], context: ForkContext(effectiveCPUs: 2)), steps: 1)
        let events = Self.events(&round)
        #expect(events.count == 1)
        #expect(events.first?.hasPrefix("l0: fork 2 could not start \(folder)/missing") == true)
    }

    @Test("A fork that writes what is not a report is treated as lost")
    func garbageIsALoss() throws {
        var round = round(try fork("printf '%s\\n' '\(try ForkWire.line(ForkReport.starting(index: 0)))'; echo 'not json'; exec sleep 60"), steps: 1)
        #expect(Self.events(&round) == ["s0", "l0: fork 2 sent a report that cannot be read"])
    }

    @Test("A stop request ends the round at once and kills the fork")
    func stopEndsTheRound() throws {
        let stop = StopSignal()
        var round = round(try fork("printf '%s\\n' '\(try ForkWire.line(ForkReport.starting(index: 0)))'; exec sleep 60"), steps: 1, stop: stop)
        guard case .starting(0) = round.next() else {
            Issue.record("the fork did not start its step")
            return
        }
        stop.request(reason: 2)
        #expect(round.next() == nil)
    }
}
