@testable import BenchCLI
import Foundation
import Suite
import SyncBench
import TestSupport
import Testing

/// `bench report` end to end through the real gnuplot (as the chart tests, skipped as they are where gnuplot is
/// missing and not required), and the page builder on fixed inputs.
@Suite("bench report: one self-contained page")
struct ReportTests {
    var folder: String { scratch.path }
    private let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("report")
    }

    private func page(_ result: (code: ExitCode, out: String, err: String)) throws -> String {
        #expect(result.code == .success, "\(result.err)")
        return try String(contentsOfFile: "\(folder)/index.html", encoding: .utf8)
    }

    @Test(.enabled(if: PlotTests.gnuplotFound || PlotTests.renderingRequired, "gnuplot is not on PATH (brew install gnuplot, apt-get install gnuplot-nox)"))
    func oneRunGivesEveryChartInlineAndEveryTableWithNothingFetched() throws {
        let html = try page(bench("report", try PlotTests.fixture(PlotTests.everyChart), "--output", folder))
        for chart in PlotTests.charts {
            #expect(html.contains("<figure id=\"chart-\(chart)\""), "no \(chart)")
        }
        #expect(html.components(separatedBy: "<svg role=\"img\"").count - 1 == PlotTests.charts.count)
        for table in ["environment", "claims-table", "cases-uncontended", "cases-contended", "cases-rwmix", "cases-inversion", "cases-explosion",
                      "cases-cache", "cases-queue", "cases-striped", "cases-tasks", "cases-kernel"] {
            #expect(html.contains("id=\"\(table)\""), "no \(table) table")
        }
        #expect(html.contains("<ul class=\"findings\">"))
        // Self-contained: no external script, style sheet, image or font, and every id unique, the charts' too.
        for fetch in ["<script src", "<link", "<img", "@import", "url(http"] {
            #expect(!html.contains(fetch), "the page fetches something: \(fetch)")
        }
        #expect(html.contains("id='c1-gpPt0'") && html.contains("id='c2-gpPt0'") && !html.contains("id='gpPt0'"))
        #expect(ReportPageTests.duplicateIDs(in: html).isEmpty, "ids used more than once: \(ReportPageTests.duplicateIDs(in: html))")
        #expect(!html.contains("<?xml"))
    }

    @Test(.enabled(if: PlotTests.gnuplotFound || PlotTests.renderingRequired, "gnuplot is not on PATH (brew install gnuplot, apt-get install gnuplot-nox)"))
    func severalHostsAreMatchedCaseByCaseAndOneSidedCasesMarked() throws {
        let relabelled = try PlotTests.relabelled(PlotTests.everyChart, host: "box-b", in: folder)
        let html = try page(bench("report", try PlotTests.fixture(PlotTests.everyChart), relabelled, try PlotTests.fixture("darwin-fixture"), "--output", folder))
        #expect(html.contains("<li>fixture-mac: Darwin, arm64 fixture (not a real machine), 8 CPUs, Swift 6.3.1, 2026-11-23 ("))
        #expect(html.contains("<th class=\"num\" scope=\"col\">fixture-mac: ns [interval]</th>"))
        // os_unfair_lock exists on the Darwin run only: marked, with the other runs' cells empty.
        let row = try #require(html.components(separatedBy: "<tr").first { $0.contains("<td>os_unfair_lock</td><td>Spinlocks and Mutex</td><td>increment</td><td class=\"num\">1</td>") })
        #expect(row.hasPrefix(" class=\"noisy one-side\">"))
        #expect(row.contains("<td class=\"num absent\" title=\"not in this run\">-</td><td class=\"num absent\" title=\"not in this run\">-</td>"))
        #expect(row.contains("<td>fixture-mac</td>"))
        // On the Darwin run the claim about os_unfair_lock is measured by os_unfair_lock itself.
        #expect(html.contains(">os_unfair_lock: 10.3~ ns [4.24, 16.8]</td>"))
        for chart in PlotTests.charts {
            let after = try #require(html.components(separatedBy: "<figure id=\"chart-\(chart)\"").dropFirst().first)
            let figure = after.components(separatedBy: "</figure>")[0]
            for host in ["vm", "box-b", "fixture-mac"] {
                #expect(figure.contains(host), "\(chart) does not name \(host)")
            }
        }
    }

    @Test(.enabled(if: PlotTests.gnuplotFound || PlotTests.renderingRequired, "gnuplot is not on PATH (brew install gnuplot, apt-get install gnuplot-nox)"))
    func primitivesOfAnyNameGetEveryChartAndTheirRowsUnderTheirOwnNames() throws {
        let path = try PlotTests.renamed(PlotTests.everyChart, PlotTests.ownNames, in: folder)
        let html = try page(bench("report", path, "--output", folder))
        #expect(html.components(separatedBy: "<svg role=\"img\"").count - 1 == PlotTests.charts.count)
        #expect(html.contains("<td>my lock@x</td>") && html.contains("<td>rw &quot;lock&quot; #1</td>"))
        let throughput = try #require(html.components(separatedBy: "<figure id=\"chart-2-throughput\"").dropFirst().first)
        #expect(throughput.components(separatedBy: "</figure>")[0].contains("my lock@x"))
    }

    @Test func aMissingFileIsADataErrorAsInPlot() {
        let result = bench("report", folder + "/absent.csv", "--output", folder)
        #expect(result.code == .dataError)
        #expect(result.err == "bench: error: \(folder)/absent.csv: no such file or folder\n")
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/index.html"))
    }

    @Test func aFileWithoutCasesIsADataErrorAsInPlot() throws {
        let path = try PlotTests.headerOnly(in: folder)
        let result = bench("report", path, "--output", folder)
        #expect(result.code == .dataError)
        #expect(result.err == "bench: error: \(path): has no cases\n")
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/index.html"))
    }

    @Test func aFileThatIsNotResultsIsADataError() throws {
        let path = folder + "/notes.csv"
        try "just some text\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = bench("report", path, "--output", folder)
        #expect(result.code == .dataError)
        #expect(result.err.contains("notes.csv: no '# schema:' line"))
    }

    @Test func withoutGnuplotItSaysHowToInstallItAndWritesNothing() throws {
        let captured = CapturedConsole()
        let context = CommandContext(catalog: DefaultSuite.catalog, console: captured.console, executable: nil, searchPath: "/nonexistent")
        let code = ReportCommand.execute(ReportOptions(inputs: [try PlotTests.fixture("full-run")], output: folder), in: context)
        #expect(code == .unavailable)
        #expect(captured.err.contains("apt-get install gnuplot-nox"))
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/index.html"))
    }

    @Test("Usage errors", arguments: [
        (["report", "--frobnicate"], "unknown option '--frobnicate'"),
        (["report", "--output"], "--output needs a value"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) {
        let result = bench(arguments: arguments)
        #expect(result.code == .usage)
        #expect(result.err.hasPrefix("bench: error: \(message)\n"), "\(result.err)")
        #expect(result.err.contains("USAGE: bench report"))
    }
}
