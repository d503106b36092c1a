import Foundation
import SyncBench

/// Forks played by small shell scripts that speak (or break) the fork protocol on cue, so that crashes, hangs,
/// garbage and impostors happen exactly when a test wants them. Each script writes its process id to a file
/// first (`RecordedProcesses`), so that a test can check no fork outlived the parent's decision to stop.
package struct FakeFork {
    /// A folder of the test's own for the scripts and their process ids.
    package var folder: String { scratch.path }
    private let scratch: TemporaryFolder

    /// A new folder under the temporary directory.
    package init() throws {
        scratch = try TemporaryFolder("fake-forks")
    }

    /// The measurement every well-behaved fake reports: one window of 100 operations, the invariant held.
    package static let measurement = RunMeasurement(
        windows: [.init(nanoseconds: 1_000, operationsPerThread: [100])], totals: OperationTotals(operations: 120),
        invariant: .held, batchSize: 10, stuckWorkers: []
    )

    /// The build every fake claims unless told otherwise.
    package static let build = "fnv1a64:00000000000000aa"

    /// A hello line.
    package static func hello(build: String = FakeFork.build, version: Int = ForkProtocol.version) throws -> String {
        try ForkWire.line(ForkReport.hello(ForkHello(protocolVersion: version, build: build, configuration: "release", suite: "test")))
    }

    /// Shell that prints `line` quoted.
    package static func say(_ line: String) -> String {
        "printf '%s\\n' '\(line)'"
    }

    /// Shell that answers the step numbered `$i`: starting, then `measurement` (forty steps at most).
    package static func answerStep(_ measurement: RunMeasurement = measurement) throws -> String {
        let cases = try (0..<40).map { index in
            "\(index)) \(say(try ForkWire.line(ForkReport.starting(index: index)))); "
                + "\(say(try ForkWire.line(ForkReport.measured(index: index, measurement: measurement))));;"
        }
        return "case $i in \(cases.joined(separator: " ")) esac"
    }

    /// The measurement of one window of `operations` operations in 1,000 ns.
    package static func measurement(operations: Int) -> RunMeasurement {
        RunMeasurement(
            windows: [.init(nanoseconds: 1_000, operationsPerThread: [operations])], totals: OperationTotals(operations: operations),
            invariant: .held, batchSize: 10, stuckWorkers: []
        )
    }

    /// A well-behaved fork: its hello, its session, then an answer to every step until its input ends;
    /// `before` runs first and `onStep` before each answer (with `$i` the step's index).
    package func script(
        before: String = "", hello: String? = nil, onStep: String = "", measurement: RunMeasurement = FakeFork.measurement
    ) throws -> ForkLauncher {
        let body = """
            \(RecordedProcesses(in: folder).recordingLine)
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
    package func launcher(_ body: String, expectedBuild: String? = FakeFork.build) throws -> ForkLauncher {
        let path = folder + "/fork-\(UUID().uuidString).sh"
        try body.write(toFile: path, atomically: true, encoding: .utf8)
        return ForkLauncher(
            executable: "/bin/sh", arguments: [path], session: ForkSession(matrix: CaseMatrix(threadCounts: [1], effectiveCPUs: 2)),
            expectedBuild: expectedBuild
        )
    }

    /// The plan of every step of a fake's round: nothing runs it, and its bound is a few microseconds.
    package static let plan = RunPlan(threads: 1, warmupNanoseconds: 1_000, windowNanoseconds: 1_000, repetitions: 1, stopGraceNanoseconds: 1_000)

    /// How long a fake may take to say who it is, or to answer a step, before it is declared silent or hung:
    /// only a bound on a hang, far beyond what a busy machine takes to start a shell that answers at once. A
    /// test that wants a fork found hung passes the deadline on its `DeadlineClock` instead of waiting it out.
    package static let deadlineNanoseconds: UInt64 = 30_000_000_000

    /// The process ids the fakes wrote that are still alive: none, once a round or run is over (see
    /// `RecordedProcesses.survivors`).
    package func survivors() -> [Int32] {
        RecordedProcesses(in: folder).survivors()
    }
}
