import Foundation
@testable import BenchCLI
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import TestSupport
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

    /// A width that a test changes, as a resized window does.
    final class Width: @unchecked Sendable {
        private let lock = NSLock()
        private var columns: Int
        init(_ columns: Int) { self.columns = columns }
        var value: Int {
            get { lock.withLock { columns } }
            set { lock.withLock { columns = newValue } }
        }
    }

    static let clear = StatusLine.clear
    static let interruption = "bench: interrupted; stopping now, keeping the cases already measured (interrupt again to exit at once)\n"

    /// The text drawn last on a status line: what follows the last erase.
    static func lastDrawn(_ text: String) -> String {
        text.components(separatedBy: clear).last ?? ""
    }

    @Test("The line is redrawn in place; a permanent line goes above it and the line comes back under it")
    func redrawsInPlace() {
        let written = Written()
        let line = StatusLine(columns: { 60 }, write: written.write)
        line.show(.text("[1/3] first"))
        line.show(.text("[2/3] second"))
        line.print("!!! second: FAILED")
        line.clear()
        #expect(written.text == "\(Self.clear)[1/3] first\(Self.clear)[2/3] second\(Self.clear)!!! second: FAILED\n[2/3] second\(Self.clear)")
    }

    @Test("The width is read again at every draw: a window made narrower mid-run gets a line that fits it")
    func resizedTerminal() {
        let written = Written()
        let width = Width(120)
        let line = StatusLine(columns: { width.value }, write: written.write)
        let long = String(repeating: "x", count: 100)
        line.show(.text(long))
        #expect(Self.lastDrawn(written.text) == long)
        width.value = 40
        line.print("a note")
        #expect(Self.lastDrawn(written.text).hasPrefix("a note\n"))
        #expect(Self.lastDrawn(written.text) == "a note\n" + String(repeating: "x", count: 36) + "...")
    }

    /// A run's reporter on `mode`, its events for two cases (the second failing), an interruption through the
    /// signal handler's own path after the `interruptAfter`th case started, and what it all wrote.
    /// With `cutShort`, the interruption stops the run before that case's measurement comes in, as a stop in
    /// the middle of a window does.
    /// A round of one 10 ns/op window, as each result's is.
    static let round = MeasuredRound(RunMeasurement(
        windows: [.init(nanoseconds: 1_000, operationsPerThread: [100])], totals: OperationTotals(operations: 100), invariant: .held,
        batchSize: 10, stuckWorkers: []
    ))

    static func report(_ mode: ProgressMode, terminal: Terminal, interruptAfter: Int? = nil, cutShort: Bool = false) throws -> String {
        let written = Written()
        var console = Console(out: { _ in }, err: written.write)
        console.terminals = (terminal, terminal)
        let scratch = try TemporaryFolder("progress")
        defer { withExtendedLifetime(scratch) {} }
        let folder = scratch.path
        let display = ProgressDisplay.make(mode, console: console)
        let reporter = RunReporter(display: display, console: console, target: OutputTarget(path: folder + "/run.csv", latestCopy: nil))
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
        let stop = StopSignal()
        var file = ResultsFile(metadata: [], results: [])
        for (number, (step, result)) in zip(schedule.steps, results).enumerated() {
            try reporter.observe(.starting(step, cases[step.caseIndex]), file, progress)
            if number == interruptAfter {
                InterruptHandler.interrupted(by: SIGINT, stop: stop, console: console, statusLine: display.statusLine)
                #expect(stop.reason == SIGINT)
                if cutShort { break }
            }
            progress.finished(step)
            file.results.append(result)
            try reporter.observe(.measured(step, round: Self.round, status: result.status, result: result), file, progress)
        }
        try reporter.observe(.stopped(reason: 2, discarded: cutShort), file, progress)
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

    @Test("On a terminal: one status line, the failure printed above it, and the line cleared before the run's last word")
    func statusLineOnATerminal() throws {
        let text = try Self.report(.auto, terminal: Terminal(isInteractive: true, usesColour: false, width: 60))
        #expect(text.components(separatedBy: "\n").count == 3)  // the failure's line, the interruption's line, and the rest
        #expect(text.contains("\(Self.clear)!!! uncontended b_lock increment threads=1: INVARIANT VIOLATED"))
        #expect(text.contains("\(Self.clear)bench: interrupted after 2 of 2 measurements"))
        for drawn in text.components(separatedBy: Self.clear) where !drawn.contains("\n") {
            #expect(TextColumns.count(drawn) <= 59, "\(drawn)")
        }
    }

    @Test("While the next case runs, the status line shows the last case's figure")
    func lastFigureWhileTheNextRuns() throws {
        let text = try Self.report(.bar, terminal: Terminal(isInteractive: true, usesColour: false, width: 200))
        let drawn = text.components(separatedBy: Self.clear)
        let second = try #require(drawn.first { $0.hasPrefix("[2/2] uncontended b_lock increment threads=1 ") })
        #expect(second.contains("  last 10.0 ns/op  0:00 left  ["))
    }

    @Test("Ctrl-C on a terminal: the handler erases the line and speaks in one write, and no redraw follows")
    func interruptionOnAStatusLine() throws {
        let text = try Self.report(.bar, terminal: Terminal(isInteractive: true, usesColour: false, width: 100), interruptAfter: 0)
        #expect(text.contains("threads=1  0:00 left  [--------------------]\(Self.clear)\(Self.interruption)"))
        let after = try #require(text.components(separatedBy: Self.interruption).last)
        #expect(!after.contains(Self.clear))  // never drawn again: no status left as a permanent line
        #expect(after.hasPrefix("!!! uncontended b_lock increment threads=1: INVARIANT VIOLATED"))
        #expect(!text.contains("\n\n"))  // no blank line after the erase
    }

    @Test("Ctrl-C in a log mid-line: the half line is ended first, and a measurement done after it gets its whole line again")
    func interruptionMidLineInALog() throws {
        let text = try Self.report(.lines, terminal: .file, interruptAfter: 0)
        let lines = text.components(separatedBy: "\n")
        #expect(lines[0] == "[1/2] uncontended a_lock increment threads=1 ... ")
        #expect(lines[1] + "\n" == Self.interruption)
        #expect(lines[2] == "[1/2] uncontended a_lock increment threads=1 ... 10.0 ns/op  (0:00 left)")
        #expect(lines.allSatisfy { !$0.hasPrefix("10.0 ns/op") })
    }

    @Test("A measurement the stop cuts short is named when it is dropped, on a terminal as in a log")
    func cutShortMeasurementIsNamed() throws {
        for mode in [ProgressMode.bar, .lines] {
            let text = try Self.report(mode, terminal: Terminal(isInteractive: mode == .bar, usesColour: false, width: 100), interruptAfter: 1, cutShort: true)
            let after = try #require(text.components(separatedBy: Self.interruption).last)
            #expect(after.hasPrefix("[2/2] uncontended b_lock increment threads=1: cut short by the stop, not recorded\n"), "\(mode)")
        }
    }

    @Test("Colour only on a terminal that takes it, in lines as in a bar; --progress none prints no progress at all")
    func colourAndSilence() throws {
        let colour = Terminal(isInteractive: true, usesColour: true, width: 100)
        #expect(try Self.report(.bar, terminal: colour).contains("\u{1B}[31m!!! uncontended b_lock"))
        #expect(try Self.report(.lines, terminal: colour).contains("\u{1B}[31m!!! uncontended b_lock"))
        let plain = try Self.report(.bar, terminal: Terminal(isInteractive: true, usesColour: false, width: 100))
        #expect(!plain.contains("\u{1B}[31m"))
        let silent = try Self.report(.none, terminal: .file)
        #expect(silent.hasPrefix("bench: interrupted after 2 of 2 measurements; what was measured is in "))
        #expect(silent.filter { $0 == "\n" }.count == 1)
    }

    @Test("--progress bogus is a usage error: exit 64 and one line saying what is wrong")
    func bogusProgress() {
        let result = bench("run", "--progress", "bogus")
        #expect(result.code == .usage)
        #expect(result.err.split(separator: "\n").first == "bench: error: --progress 'bogus' is not one of auto, bar, lines, none")
        #expect(result.out.isEmpty)
    }
}

/// What becomes of the status line when the run ends in an error rather than a summary.
@Suite("Progress: an error clears the status line first")
struct ProgressErrorTests {
    @Test("A CSV that can no longer be written (exit 73): the status line is cleared before the error, not glued to it")
    func writeFailureOnATerminal() throws {
        let scratch = try TemporaryFolder("vanishing")
        defer { withExtendedLifetime(scratch) {} }
        let folder = scratch.path
        let vanishing = Subject(name: "vanishing_lock", role: .lock, summary: "test double", excludes: true) { plan in
            try? FileManager.default.removeItem(atPath: folder)  // the results folder goes away mid-run
            return Engine.measure(LockedIncrement<PthreadMutex>(), plan: plan)
        }
        let captured = CapturedConsole()
        var console = captured.console
        console.terminals = (.file, Terminal(isInteractive: true, usesColour: false, width: 100))
        let code = BenchMain.run(
            ["run", "--threads", "1", "--progress", "bar", "--output", folder + "/run.csv"] + RunCommandTests.fast,
            catalog: Catalog([vanishing]).closingWindowsOnProgress, console: console
        )
        #expect(code == .cannotCreate)
        #expect(captured.err.contains("\(StatusLine.clear)bench: error: "), "\(captured.err)")
        #expect(captured.err.hasSuffix("\n"))
    }
}
