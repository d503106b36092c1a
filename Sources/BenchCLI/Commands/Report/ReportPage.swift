import SyncBench

/// The whole report: one self-contained HTML page (inline style, script and SVG; nothing fetched).
enum ReportPage {
    /// A chart as gnuplot drew it.
    struct Chart {
        /// The file name without extension: `2-throughput`.
        var name: String
        /// The SVG file's text.
        var svg: String
    }

    /// What each chart shows, by file name, in order: the one list of the charts `plot.gnuplot` draws; the wide ones
    /// are the small multiples.
    static let captions: [(name: String, caption: String, wide: Bool)] = [
        ("1-uncontended", "Uncontended cost of each primitive, one thread, rows grouped by family; controls hatched.", false),
        ("2-throughput", "Contended throughput against threads: a panel per family, one shared y axis; the effective CPU count marked.", true),
        ("3-ns-per-op", "The same as wall time per operation of the whole system.", true),
        ("4-fairness", "Jain's fairness index of the workers' shares against threads (1 = perfectly fair), a panel per family.", true),
        ("5-latency", "Acquire-latency percentiles (p50 to max) at one thread count.", false),
        ("6-rwmix", "Read/write mix: throughput at each share of reads, at one thread count.", false),
        ("7-inversion", "Priority inversion: the high-priority thread's wait against the 50 us hold and the 20 ms burst.", false),
        ("8-cache", "Cache kernel: throughput of a locked dictionary per primitive, at each share of reads and thread count.", false),
        ("9-queue", "Queue kernel: throughput of a locked bounded ring per primitive; an operation is one push or one pop.", false),
        ("10-striped", "Striped kernel: counters over several locks, more stripes against fewer and padded against packed (hatched).", false),
        ("11-tasks", "Tasks kernel: the cache kernel driven from Swift tasks, each lock beside an actor.", false),
        ("12-kernels", "Your own kernels: each kernel of your package with each lock it was measured with.", false),
    ]

    /// The page for `runs`, with `charts` (in `captions` order) and gnuplot's notes on the charts it skipped.
    /// - Parameter generated: when the page was made, as it should read.
    static func html(_ runs: RunSet, charts: [Chart], skipped: [String], generated: String) -> String {
        let hosts = runs.runs.map(\.label).joined(separator: ", ")
        var body = "<header><h1>syncbench results</h1><ul class=\"runs\">"
            + runs.runs.map { HTML.element("li", [:], HTML.escape("\($0.description) (\($0.source))")) }.joined()
            + "</ul><p class=\"muted\">Page generated \(HTML.escape(generated)) by bench report.</p></header>\n"
        body += "<nav><a href=\"#findings\">Findings</a><a href=\"#claims\">Claims</a><a href=\"#charts\">Charts</a>"
            + "<a href=\"#cases\">Cases</a><a href=\"#problems\">Failed and noisy</a><a href=\"#runs\">Runs</a></nav>\n"
        body += section("findings", "Findings", "<p>Computed from each run's own figures (docs/findings.md); ~ marks a figure measured under load.</p>\n"
            + ReportSections.findings(runs))
        body += section("claims", "The quoted figures against the measurements", """
            <p>A widely circulated table gives these costs per lock/unlock pair on Apple platforms. Beside each, what each run \
            measured uncontended (median, with the interval of the median). Linux and Darwin run different code under the same \
            names: compare a run with the quote only where the platform matches.</p>

            """ + ReportSections.claims(runs))
        body += section("charts", "Charts", charts.map(figure).joined() + (skipped.isEmpty ? "" : "<ul class=\"muted\">"
            + skipped.map { HTML.element("li", [:], HTML.escape($0)) }.joined() + "</ul>\n"))
        body += section("cases", "Cases", legend(runs) + ReportCaseTables.render(runs))
        body += section("problems", "Failed and noisy cases", ReportSections.problems(runs))
        body += section("runs", "Runs", "<p>The environment each results file recorded.</p>\n" + ReportSections.environment(runs))
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>syncbench results: \(HTML.escape(hosts))</title>
            <style>
            \(ReportStyle.css)
            </style>
            <script>
            \(ReportStyle.script)
            </script>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    private static func section(_ id: String, _ title: String, _ content: String) -> String {
        "<section id=\"\(id)\">\n<h2>\(HTML.escape(title))</h2>\n\(content)</section>\n"
    }

    private static func figure(_ chart: Chart) -> String {
        let known = captions.first { $0.name == chart.name }
        let caption = known?.caption ?? chart.name
        return "<figure id=\"chart-\(HTML.escape(chart.name))\" class=\"chart\(known?.wide == true ? " wide" : "")\">"
            + "<div class=\"scroll\">\(InlineSVG.inline(chart.svg, prefix: "c\(chart.name.prefix { $0 != "-" })", title: caption))</div>"
            + HTML.element("figcaption", [:], HTML.escape(caption)) + "</figure>\n"
    }

    /// The filter box and what the marks mean.
    private static func legend(_ runs: RunSet) -> String {
        var marks = ["<span class=\"failed\">FAILED: the case went wrong (hover for why)</span>",
                     "<span class=\"noisy\">~ measured while other processes were busy</span>"]
        if runs.runs.count > 1 { marks.append("<span>&#8224; measured in some runs only</span>") }
        let scopes = runs.runs.compactMap { run in
            run.file.metadata(IntervalScope.key).map { runs.runs.count > 1 ? "\(run.label): \($0)" : $0 }
        }
        let scope = scopes.isEmpty
            ? "each run's forks, within the time they spanned; not the drift between runs"
            : scopes.joined(separator: "; ")
        return """
            <p class="filter"><input type="search" id="case-filter" placeholder="Filter the cases: a primitive, a family, a workload" \
            aria-label="Filter the cases"></p>
            <p class="legend muted">Intervals are the distribution-free interval of the median (see the CSV's ci_level), \
            over \(HTML.escape(scope)). \
            \(marks.joined(separator: " "))</p>

            """
    }
}
