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

    /// How long a fake may take to say who it is, or to answer a step, before it is declared silent or hung:
    /// only a bound on a hang, far beyond what a busy machine takes to start a shell that answers at once. A
    /// test that wants a fork found hung passes the deadline on its `DeadlineClock` instead of waiting it out.
    static let deadlineNanoseconds: UInt64 = 30_000_000_000

    /// A round of `steps` steps (`case 0`, `case 1`, ...) in forks `launcher` starts, numbered 2 in messages,
    /// its deadlines (`deadlineNanoseconds`) read on `clock`.
    func round(
        _ launcher: ForkLauncher, steps: Int, stop: StopSignal = StopSignal(), clock: DeadlineClock = DeadlineClock()
    ) -> ForkedRound {
        ForkedRound(
            launcher: launcher, steps: (0..<steps).map { ("case \($0)", Self.plan, 1) }, stop: stop, roundNumber: 2,
            deadlines: ForkDeadlines(slackNanoseconds: Self.deadlineNanoseconds, helloNanoseconds: Self.deadlineNanoseconds, clock: clock.now)
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

/// The clock a fake fork's deadlines are read on: the monotonic clock, moved on when the fake is ready to be
/// found hung, so that the deadline of the wait in progress passes at once instead of being waited out. That
/// moment is forced, never hoped for: a test says it (`passDeadline`) once it has seen the fake's last event,
/// or the fake creates `marker` once it has done all it will do (started its children, closed its output).
///
/// The clock then moves an hour on at each of its next two reads. A wait reads it once to set its deadline
/// and again before each slice of waiting, so the wait that is under way, or that starts just then, finds its
/// deadline passed whichever read comes first; a deadline set after those two reads is as long as ever, so the
/// forks that follow are not rushed.
final class DeadlineClock: @unchecked Sendable {
    private let marker: String?
    /// Guards the fields below: an NSLock (a pthread mutex, which the thread sanitizer understands).
    private let lock = NSLock()
    private var offset: UInt64 = 0
    private var movesLeft = 0
    private var markerSeen = false

    /// How far one move takes the clock, in nanoseconds: far beyond any deadline of a fake's round.
    static let moveNanoseconds: UInt64 = 3_600_000_000_000

    /// A clock that moves when the test says so, or once `marker` exists.
    init(movingWhenExists marker: String? = nil) {
        self.marker = marker
    }

    /// Nanoseconds on the monotonic clock, plus the moves made so far.
    @Sendable func now() -> UInt64 {
        let appeared = marker.map { FileManager.default.fileExists(atPath: $0) } ?? false
        return lock.withLock {
            if appeared && !markerSeen {
                markerSeen = true
                movesLeft = 2
            }
            if movesLeft > 0 {
                movesLeft -= 1
                offset += Self.moveNanoseconds
            }
            return MonotonicClock.now() + offset
        }
    }

    /// Passes the deadline of the wait under way, or of the next one to start.
    func passDeadline() {
        lock.withLock { movesLeft = 2 }
    }
}
