import Foundation
@testable import BenchCLI
@testable import SyncBench
import Testing

/// Progress as a person sees it: a status line redrawn in place on a terminal, lines in a log, and what
/// becomes of a failure or an interruption in the middle of a line. Fed events and a fake width.
@Suite("Progress: a status line on a terminal, lines elsewhere")
struct ProgressTests {
    /// Everything written, in order.
    final class Written: @unchecked Sendable {
        private let lock = NSLock()
        private var parts: [String] = []
        var text: String { lock.withLock { parts.joined() } }
        func write(_ part: String) { lock.withLock { parts.append(part) } }
    }

    static let clear = StatusLine.clear

    @Test("A status line is cut to the terminal's width, a long case name with it")
    func narrowTerminal() {
        let long = "[ 17/1139] [#####---------------] 4:31 left  contended pthread_mutex_errorcheck cs=1000ns think=50ns threads=8 (fork 3 of 5)"
        let fitted = StatusLine.fitted(long, width: 60)
        #expect(fitted.count == 59 && fitted.hasSuffix("..."))
        #expect(StatusLine.fitted("short", width: 60) == "short")
        #expect(StatusLine.bar(done: 5, total: 20, width: 20) == "[#####---------------]")
        #expect(StatusLine.bar(done: 0, total: 0, width: 4) == "[----]")
    }

    @Test("The line is redrawn in place; a permanent line goes above it and the line comes back under it")
    func redrawsInPlace() {
        let written = Written()
        let line = StatusLine(width: 60, write: written.write)
        line.show("[1/3] first")
        line.show("[2/3] second")
        line.print("!!! second: FAILED")
        line.clear()
        #expect(written.text == "\(Self.clear)[1/3] first\(Self.clear)[2/3] second\(Self.clear)!!! second: FAILED\n[2/3] second\(Self.clear)")
    }

    @Test("An interruption mid-line clears it first, so the message starts on a clean line; clearing twice writes once")
    func interruptionLeavesACleanLine() {
        let written = Written()
        let line = StatusLine(width: 80, write: written.write)
        line.show("[7/40] [###-----] 0:42 left  contended NSLock increment threads=2")
        line.clear()
        line.clear()
        written.write("bench: interrupted; stopping now\n")
        #expect(written.text.hasSuffix("threads=2\(Self.clear)bench: interrupted; stopping now\n"))
        #expect(written.text.components(separatedBy: Self.clear).count == 3)
    }

    /// A run's reporter on `progress`, its events for two cases (the second failing), and what it wrote.
    static func report(_ mode: ProgressMode, terminal: Terminal) throws -> String {
        let written = Written()
        var console = Console(out: { _ in }, err: written.write)
        console.terminals = (terminal, terminal)
        let folder = NSTemporaryDirectory() + "syncbench-progress-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let reporter = RunReporter(
            display: ProgressDisplay.make(mode, console: console), console: console, target: OutputTarget(path: folder + "/run.csv", latestCopy: nil)
        )
        let cases = ["a_lock", "b_lock"].map { name in
            BenchmarkCase(
                benchmark: .uncontended, subject: Subject(name: name, role: .lock, summary: "test double", excludes: true) { _ in .unavailable("not run") },
                threads: 1
            )
        }
        let plan = RunPlan(threads: 1, warmupNanoseconds: 1_000, windowNanoseconds: 1_000, repetitions: 1)
        let schedule = RunSchedule(cases: cases, plans: [plan, plan], interleaving: Interleaving(rounds: 1))
        var progress = SuiteProgress(schedule)
        let results = [
            CaseResult(benchmark: .uncontended, primitive: "a_lock", workload: "increment", threads: 1, oversubscribed: false, windowSeconds: 0.001,
                       totalOperations: 100, samples: [10], lostUpdates: 0, batchSize: 10, status: .ok),
            CaseResult(benchmark: .uncontended, primitive: "b_lock", workload: "increment", threads: 1, oversubscribed: false, windowSeconds: 0.001,
                       totalOperations: 100, samples: [10], lostUpdates: 3, batchSize: 10, status: .invariantViolated(lost: 3)),
        ]
        var file = ResultsFile(metadata: [], results: [])
        for (step, result) in zip(schedule.steps, results) {
            try reporter.observe(.starting(step, cases[step.caseIndex]), file, progress)
            progress.finished(step)
            file.results.append(result)
            try reporter.observe(.measured(step, round: result, result: result), file, progress)
        }
        try reporter.observe(.stopped(reason: 2, discarded: false), file, progress)
        return written.text
    }

    @Test("Not on a terminal: one line per measurement, as CI logs have always had them")
    func linesInALog() throws {
        let text = try Self.report(.auto, terminal: .file)
        #expect(!text.contains("\u{1B}"))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "[1/2] uncontended a_lock increment threads=1 ... 10.0 ns/op  (0:00 left)")
        #expect(lines[1].hasPrefix("[2/2] uncontended b_lock increment threads=1 ... 10.0 ns/op  FAILED: INVARIANT VIOLATED"))
        #expect(lines[2].hasPrefix("!!! uncontended b_lock increment threads=1: INVARIANT VIOLATED"))
    }

    @Test("On a terminal: one status line, the failure printed above it, and the line cleared before the interruption")
    func statusLineOnATerminal() throws {
        let text = try Self.report(.auto, terminal: Terminal(isInteractive: true, usesColour: false, width: 60))
        #expect(text.components(separatedBy: "\n").count == 3)  // the failure's line, the interruption's line, and the rest
        #expect(text.contains("\(Self.clear)!!! uncontended b_lock increment threads=1: INVARIANT VIOLATED"))
        #expect(text.contains("\(Self.clear)bench: interrupted after 2 of 2 measurements"))
        for drawn in text.components(separatedBy: Self.clear) where !drawn.contains("\n") {
            #expect(drawn.count <= 59, "\(drawn)")
        }
    }

    @Test("Colour only on a terminal that takes it, and --progress none prints no progress at all")
    func colourAndSilence() throws {
        let coloured = try Self.report(.bar, terminal: Terminal(isInteractive: true, usesColour: true, width: 100))
        #expect(coloured.contains("\u{1B}[31m!!! uncontended b_lock"))
        let plain = try Self.report(.bar, terminal: Terminal(isInteractive: true, usesColour: false, width: 100))
        #expect(!plain.contains("\u{1B}[31m"))
        let silent = try Self.report(.none, terminal: .file)
        #expect(silent.hasPrefix("bench: interrupted after 2 of 2 measurements; what was measured is in "))
        #expect(silent.filter { $0 == "\n" }.count == 1)
    }

    @Test("NO_COLOR, TERM=dumb and a pipe each turn the terminal off as they should")
    func terminalDetection() {
        let pipe = Pipe()
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        #expect(Terminal.describe(descriptor, environment: ["TERM": "xterm"]) == .file)
        #expect(!Terminal.describe(descriptor, environment: ["TERM": "dumb"]).isInteractive)
        #expect(Terminal(isInteractive: true, usesColour: false, width: 80).paint("x", .red) == "x")
        #expect(Terminal(isInteractive: true, usesColour: true, width: 80).paint("x", .red) == "\u{1B}[31mx\u{1B}[0m")
    }
}
