import Foundation
@testable import SyncBench
import TestSupport
import Testing

/// Forks played by small shell scripts that speak (or break) the fork protocol on cue, so that crashes, hangs,
/// garbage and impostors happen exactly when a test wants them. Each script writes its process id to a file
/// first, so that a test can check no fork outlived the parent's decision to stop.
struct FakeFork {
    /// A folder of the test's own for the scripts and their process ids.
    var folder: String { scratch.path }
    private let scratch: TemporaryFolder

    /// A new folder under the temporary directory.
    init() throws {
        scratch = try TemporaryFolder("fake-forks")
    }

    /// The measurement every well-behaved fake reports: one window of 100 operations, the invariant held.
    static let measurement = RunMeasurement(
        windows: [.init(nanoseconds: 1_000, operationsPerThread: [100])], totals: OperationTotals(operations: 120),
        invariant: .held, batchSize: 10, stuckWorkers: []
    )

    /// The build every fake claims unless told otherwise.
    static let build = "fnv1a64:00000000000000aa"

    /// A hello line.
    static func hello(build: String = FakeFork.build, version: Int = ForkProtocol.version) throws -> String {
        try ForkWire.line(ForkReport.hello(ForkHello(protocolVersion: version, build: build, configuration: "release", suite: "test")))
    }

    /// Shell that prints `line` quoted.
    static func say(_ line: String) -> String {
        "printf '%s\\n' '\(line)'"
    }

    /// Shell that answers the step numbered `$i`: starting, then `measurement` (forty steps at most).
    static func answerStep(_ measurement: RunMeasurement = measurement) throws -> String {
        let cases = try (0..<40).map { index in
            "\(index)) \(say(try ForkWire.line(ForkReport.starting(index: index)))); "
                + "\(say(try ForkWire.line(ForkReport.measured(index: index, measurement: measurement))));;"
        }
        return "case $i in \(cases.joined(separator: " ")) esac"
    }

    /// The measurement of one window of `operations` operations in 1,000 ns.
    static func measurement(operations: Int) -> RunMeasurement {
        RunMeasurement(
            windows: [.init(nanoseconds: 1_000, operationsPerThread: [operations])], totals: OperationTotals(operations: operations),
            invariant: .held, batchSize: 10, stuckWorkers: []
        )
    }

    /// A well-behaved fork: its hello, its session, then an answer to every step until its input ends;
    /// `before` runs first and `onStep` before each answer (with `$i` the step's index).
    func script(
        before: String = "", hello: String? = nil, onStep: String = "", measurement: RunMeasurement = FakeFork.measurement
    ) throws -> ForkLauncher {
        let body = """
            echo $$ >> \(folder)/pids
            \(before)
            \(Self.say(try hello ?? Self.hello()))
            read session || exit 0
            i=0
            while read step; do
            \(onStep)
            \(try Self.answerStep(measurement))
            i=$((i+1))
            done
            """
        return try launcher(body)
    }

    /// A fork that runs `body` as it is.
    func launcher(_ body: String, expectedBuild: String? = FakeFork.build) throws -> ForkLauncher {
        let path = folder + "/fork-\(UUID().uuidString).sh"
        try body.write(toFile: path, atomically: true, encoding: .utf8)
        return ForkLauncher(
            executable: "/bin/sh", arguments: [path], session: ForkSession(matrix: CaseMatrix(threadCounts: [1], effectiveCPUs: 2)),
            expectedBuild: expectedBuild
        )
    }

    /// The plan of every step of a fake's round: nothing runs it, and its bound is a few microseconds.
    static let plan = RunPlan(threads: 1, warmupNanoseconds: 1_000, windowNanoseconds: 1_000, repetitions: 1, stopGraceNanoseconds: 1_000)

    /// A round of `steps` steps (`case 0`, `case 1`, ...) in forks `launcher` starts, numbered 2 in messages; a
    /// fork is declared hung, or silent, 2 s past a step's bound: short deadlines injected, so that a hang is
    /// seen soon and a test judges what was reported, never how long it took.
    func round(_ launcher: ForkLauncher, steps: Int, stop: StopSignal = StopSignal()) -> ForkedRound {
        ForkedRound(
            launcher: launcher, steps: (0..<steps).map { ("case \($0)", Self.plan, 1) }, stop: stop, roundNumber: 2,
            deadlines: ForkDeadlines(slackNanoseconds: 2_000_000_000, helloNanoseconds: 2_000_000_000)
        )
    }

    /// Every event of `round` as a word: `s0` starting, `m0` measured (`m0?` for another measurement than
    /// `FakeFork.measurement`), `l0: reason` lost, `failed: reason`; and a test issue for any fork left alive.
    func events(_ round: inout ForkedRound) -> [String] {
        var words: [String] = []
        while let event = round.next() {
            switch event {
            case .starting(let index): words.append("s\(index)")
            case .measured(let index, let measurement): words.append("m\(index)" + (measurement == FakeFork.measurement ? "" : "?"))
            case .lost(let index, let reason): words.append("l\(index): \(reason)")
            case .failed(let reason): words.append("failed: \(reason)")
            }
        }
        #expect(survivors().isEmpty, "a fork outlived its round")
        return words
    }

    /// The process ids the fakes wrote that are still alive: none, once a round or run is over.
    /// A process killed a moment ago may take a little while to go (and to be reaped, when it was orphaned), so
    /// this waits up to 5 s for them; a zombie counts as gone.
    func survivors() -> [Int32] {
        let text = (try? String(contentsOfFile: folder + "/pids", encoding: .utf8)) ?? ""
        let pids = text.split(separator: "\n").compactMap { Int32($0) }
        var alive = pids.filter(Self.isAlive)
        for _ in 0..<50 where !alive.isEmpty {
            usleep(100_000)
            alive = alive.filter(Self.isAlive)
        }
        return alive
    }

    /// Whether process `pid` exists and is not a zombie (the state in /proc, on Linux; elsewhere a zombie
    /// counts as alive until it is reaped).
    private static func isAlive(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        #if os(Linux)
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return true }
        return !stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
        #else
        return true
        #endif
    }
}
