import Foundation
@testable import BenchCLI
import SyncBench
import Testing

/// Colour: only on a terminal (`TERM` set, not `dumb`) with `NO_COLOR` unset or empty, and then on what it
/// means: failures and regressions red, marks of disturbed figures yellow, improvements green.
@Suite("Colour: when it is used, and on what")
struct ColourTests {
    static let colour = Terminal(isInteractive: true, usesColour: true, width: 80)

    @Test("The environment's rule: a TTY, a usable TERM, and NO_COLOR unset or empty for colour")
    func capabilities() {
        #expect(Terminal.capabilities(isTTY: true, term: "xterm-256color", noColor: nil) == (true, true))
        #expect(Terminal.capabilities(isTTY: true, term: "xterm", noColor: "") == (true, true))
        #expect(Terminal.capabilities(isTTY: true, term: "xterm", noColor: "1") == (true, false))
        #expect(Terminal.capabilities(isTTY: true, term: "dumb", noColor: nil) == (false, false))
        #expect(Terminal.capabilities(isTTY: true, term: nil, noColor: nil) == (false, false))
        #expect(Terminal.capabilities(isTTY: true, term: "", noColor: nil) == (false, false))
        #expect(Terminal.capabilities(isTTY: false, term: "xterm", noColor: nil) == (false, false))
    }

    @Test("A pipe is a file whatever the environment says")
    func pipeIsAFile() {
        let pipe = Pipe.closedOnExec()
        let descriptor = pipe.fileHandleForWriting.fileDescriptor
        #expect(Terminal.describe(descriptor, environment: ["TERM": "xterm"]) == .file)
        #expect(Terminal(isInteractive: true, usesColour: false, width: 80).paint("x", .red) == "x")
        #expect(Terminal(isInteractive: true, usesColour: true, width: 80).paint("x", .red) == "\u{1B}[31mx\u{1B}[0m")
    }

    /// The fixture run, with one contended case measured while the host was off and one failed.
    static func disturbed() throws -> [CaseResult] {
        var file = try ResultsInput.read(try PlotTests.fixture("full-run"))
        let contended = file.results.indices.filter { file.results[$0].benchmark == .contended && file.results[$0].parameters == WorkloadParameters() }
        file.results[contended[0]].hostOff = true
        file.results[contended[1]].status = .invariantViolated(lost: 3)
        let uncontended = try #require(file.results.firstIndex { $0.benchmark == .uncontended })
        file.results[uncontended].hostOff = true
        return file.results
    }

    @Test("The summary's tables: marks yellow and FAILED red on a colour terminal, aligned all the same")
    func summaryTablesInColour() throws {
        let results = try Self.disturbed()
        let plain = Summary.contended(results, effectiveCPUs: 2, terminal: .file)
        let painted = Summary.contended(results, effectiveCPUs: 2, terminal: Self.colour)
        #expect(painted.contains("\u{1B}[33m#\u{1B}[0m"))
        #expect(painted.contains(" \u{1B}[31mFAILED\u{1B}[0m"))
        #expect(painted.split(separator: "\n").map { TextColumns.count(String($0)) } == plain.split(separator: "\n").map { TextColumns.count(String($0)) })
        #expect(Summary.uncontended(results, terminal: Self.colour).contains("\u{1B}[33m#\u{1B}[0m"))
    }

    @Test("Output that is not a terminal never holds an escape: the summary's tables, the comparison, the progress")
    func nothingButTextWhereNotATerminal() throws {
        let results = try Self.disturbed()
        let file = ResultsFile(metadata: [], results: results)
        var text = Summary.uncontended(results, terminal: .file) + Summary.contended(results, effectiveCPUs: 2, terminal: .file)
            + Summary.fairness(results, effectiveCPUs: 2, terminal: .file) + Summary.sweep(results, effectiveCPUs: 2, terminal: .file)
            + Summary.coordination(results, terminal: .file)
        let (baseline, current) = try Self.changed()
        text += CompareTextReport.render(Comparison(baseline: baseline, current: current), baseline: "a.csv", current: "b.csv", terminal: .file)
        text += try ProgressTests.report(.auto, terminal: Terminal.describe(Pipe.closedOnExec().fileHandleForWriting.fileDescriptor))
        #expect(text.contains("FAILED") && text.contains("#") && text.contains("improvement"))
        #expect(!text.contains("\u{1B}"))
        #expect(file.results.count == results.count)
    }

    /// The fixture as a baseline and a current file in which one case got twice as fast and another twice as slow.
    static func changed() throws -> (ResultsFile, ResultsFile) {
        let baseline = try ResultsInput.read(try PlotTests.fixture("full-run"))
        var current = baseline
        let uncontended = current.results.indices.filter { current.results[$0].benchmark == .uncontended }
        current.results[uncontended[0]].samples = current.results[uncontended[0]].samples.map { $0 / 2 }
        current.results[uncontended[1]].samples = current.results[uncontended[1]].samples.map { $0 * 2 }
        return (baseline, current)
    }

    @Test("A comparison on a colour terminal: the improvement green, the regression red")
    func comparisonInColour() throws {
        let (baseline, current) = try Self.changed()
        let comparison = Comparison(baseline: baseline, current: current)
        #expect(comparison.cases.contains { $0.verdict.kind == .improvement } && comparison.hasRegression)
        let text = CompareTextReport.render(comparison, baseline: "a.csv", current: "b.csv", terminal: Self.colour)
        let lines = text.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("\u{1B}[32m") && $0.contains("improvement") })
        #expect(lines.contains { $0.hasPrefix("\u{1B}[31m") && $0.contains("regression") })
        let clean = Comparison(baseline: baseline, current: baseline)
        #expect(CompareTextReport.render(clean, baseline: "a.csv", current: "a.csv", terminal: Self.colour).hasSuffix("\u{1B}[32mNo regression.\u{1B}[0m\n"))
    }
}
