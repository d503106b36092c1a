@testable import BenchCLI
import SyncBench
import Testing

/// The page builder on fixed results and a stand-in chart: no gnuplot, no clock.
@Suite("The report page, built from fixed results")
struct ReportPageTests {
    static func result(_ primitive: String, _ benchmark: Benchmark = .uncontended, threads: Int = 1, ns: Double = 12,
                       status: CaseResult.Status = .ok, noisy: Bool = false) -> CaseResult {
        CaseResult(
            benchmark: benchmark, primitive: primitive, role: .lock, family: .pthread, workload: "increment", threads: threads,
            oversubscribed: false, windowSeconds: 0.2, totalOperations: 100, samples: [ns, ns + 1, ns + 2, ns - 1, ns],
            lostUpdates: 0, batchSize: 1, status: status,
            cost: ResourceCost(cpuNanosecondsPerOperation: ns, voluntarySwitchesPerOperation: 0, involuntarySwitchesPerOperation: 0,
                               foreignCPUPercent: noisy ? 35 : 0, isNoisy: noisy)
        )
    }

    static let runs = RunSet([
        ("a.csv", ResultsFile(metadata: [("host", "vm"), ("note", "<b>bold</b> & \"quoted\"")], results: [
            result("pthread_mutex"), result("NSLock", noisy: true), result("Mutex", .contended, threads: 8, status: .timedOut(stuckWorkers: [1])),
        ])),
        ("b.csv", ResultsFile(metadata: [("host", "mac")], results: [result("pthread_mutex", ns: 20), result("os_unfair_lock", ns: 6)])),
    ])

    static let svg = """
        <?xml version="1.0" encoding="utf-8"  standalone="no"?>
        <svg
         width="800" height="560"
         viewBox="0 0 800 560"
        >
        <title>Gnuplot</title>
        <defs><path id='gpPt1' d='M0,0'/><filter id='textbox'/></defs>
        <use xlink:href='#gpPt1'/><g id="gnuplot_plot_1"><text filter='url(#textbox)'>vm</text></g>
        </svg>
        """

    @Test func theSectionsComeInOrderAndEveryTextIsEscaped() {
        let html = ReportPage.html(Self.runs, charts: [ReportPage.Chart(name: "1-uncontended", svg: Self.svg)], skipped: ["skipped 6-rwmix: x has no rwmix rows"], generated: "then")
        let order = ["id=\"findings\"", "id=\"claims\"", "id=\"charts\"", "id=\"cases\"", "id=\"problems\"", "id=\"runs\""]
            .map { html.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(html.contains("&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;"))
        #expect(!html.contains("<b>bold</b>"))
        #expect(html.contains("<li>skipped 6-rwmix: x has no rwmix rows</li>"))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<ul class=\"runs\"><li>vm: no environment recorded (a.csv)</li><li>mac: no environment recorded (b.csv)</li></ul>"))
        #expect(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        #expect(html.contains("@media print"))
    }

    @Test("The table of runs lists the keys in the order it always did: the environment's, the run's, then the rest as recorded")
    func theRunsTableKeepsItsOrder() {
        #expect(ReportSections.firstKeys == [
            "host", "platform", "cpu_model", "online_cpus", "effective_cpus", "cgroup_cpu_limit", "kernel", "libc", "swift",
            "build", "swift_runtime", "git_commit", "date", "command", "rounds", "forks", "interval_scope", "run_status", "peak_rss_mib", "note",
        ])
        let file = ResultsFile(metadata: [("command", "bench"), ("cpu_id", "AuthenticAMD"), ("date", "2026-11-28"), ("host", "vm")], results: [])
        let html = ReportSections.environment(RunSet([("a.csv", file)]))
        let order = ["host", "date", "command", "cpu_id"].map { html.range(of: "<td>\($0)</td>")?.lowerBound }
        #expect(!order.contains(nil) && order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    }

    @Test func failedNoisyAndOneSidedCasesAreMarked() {
        let html = ReportPage.html(Self.runs, charts: [], skipped: [], generated: "then")
        #expect(html.contains("<tr class=\"failed one-side\"><td>Mutex</td>"))
        #expect(html.contains("<td class=\"num failed\" title=\"TIMED OUT: worker(s) 1 never stopped\">FAILED (timeout)</td>"))
        #expect(html.contains("<tr class=\"noisy one-side\"><td>NSLock</td>"))
        #expect(html.contains("<td class=\"num noisy\" title=\"measured while other processes used 35.0% of a CPU\">12.0~ [11.0, 14.0]</td>"))
        // pthread_mutex is in both runs: matched on one row, not marked.
        #expect(html.contains("<tr><td>pthread_mutex</td><td>pthread kinds</td><td>increment</td><td class=\"num\">1</td>"
            + "<td class=\"num\">12.0 [11.0, 14.0]</td><td class=\"num\">20.0 [19.0, 22.0]</td><td></td></tr>"))
        #expect(html.contains("<li class=\"failed\">vm: contended Mutex increment threads=8: TIMED OUT: worker(s) 1 never stopped</li>"))
        #expect(html.contains("<li class=\"noisy\">vm: 1 case(s) measured while other processes were busy"))
    }

    @Test("Each run's findings open with its decision table, notes below it; the rankings follow under their heading")
    func theFindingsOpenWithTheDecisionTable() throws {
        let file = ResultsFile(metadata: [("host", "vm")], results: [Self.result("pthread_mutex"), Self.result("ttas_spinlock", ns: 3)].map {
            var row = $0
            row.contendedWaiting = row.primitive == "ttas_spinlock" ? .spins : .sleeps
            return row
        })
        let html = ReportSections.findings(RunSet([("a.csv", file)]))
        let title = try #require(html.range(of: "<h4>Which lock for your code (the machine of vm), among the locks fit for application code</h4>"))
        let table = try #require(html.range(of: "<table class=\"choices\" id=\"choices-1\">"))
        let rankings = try #require(html.range(of: "<h4>\(HTML.escape(Findings.rankingsTitle))</h4><ul class=\"findings\">"))
        #expect(title.lowerBound < table.lowerBound && table.lowerBound < rankings.lowerBound)
        #expect(html.contains("<td>one thread at a time</td><td>pthread_mutex</td>"))
        #expect(html.contains("<li><strong>Not recommended for application code</strong>: ttas_spinlock: their waiters spin"))
    }

    @Test func theQuotedClaimsAreMeasuredFromTheRows() {
        let html = ReportPage.html(Self.runs, charts: [], skipped: [], generated: "then")
        #expect(html.contains("<td>os_unfair_lock</td><td>5-10 ns</td><td class=\"absent\">not measured</td><td></td>"
            + "<td>os_unfair_lock: 6.00 ns [5.00, 8.00]</td><td class=\"verdict-within\">within the quoted range</td>"))
        #expect(html.contains("<td>NSLock</td><td>40-60 ns</td><td class=\"noisy\">NSLock: 12.0~ ns [11.0, 14.0]</td>"
            + "<td class=\"verdict-below\">below the quoted range</td>"))
    }

    @Test func aChartIsInlinedWithItsIdsPrefixedAndItsSizeLeftToTheStyleSheet() {
        let inline = InlineSVG.inline(Self.svg, prefix: "c1", title: "Uncontended <cost>")
        #expect(inline.hasPrefix("<svg role=\"img\" aria-label=\"Uncontended &lt;cost&gt;\""))
        #expect(inline.contains("<title>Uncontended &lt;cost&gt;</title>"))
        #expect(inline.contains("id='c1-gpPt1'") && inline.contains("xlink:href='#c1-gpPt1'"))
        #expect(inline.contains("id=\"c1-gnuplot_plot_1\"") && inline.contains("filter='url(#c1-textbox)'"))
        #expect(!inline.contains("width=\"800\"") && inline.contains("viewBox=\"0 0 800 560\""))
    }

    @Test func everyIdOnThePageIsUnique() {
        let charts = ["1-uncontended", "2-throughput"].map { ReportPage.Chart(name: $0, svg: Self.svg) }
        let html = ReportPage.html(Self.runs, charts: charts, skipped: [], generated: "then")
        #expect(Self.ids(in: html).count > 10)
        #expect(Self.duplicateIDs(in: html).isEmpty, "ids used more than once: \(Self.duplicateIDs(in: html))")
    }

    /// Every `id` attribute of `html`, in order, whichever quotes it has.
    static func ids(in html: String) -> [String] {
        html.matches(of: /\sid=(['"])([^'"]*)['"]/).map { String($0.output.2) }
    }

    /// The ids `html` uses more than once, sorted.
    static func duplicateIDs(in html: String) -> [String] {
        Dictionary(grouping: ids(in: html), by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
    }
}
