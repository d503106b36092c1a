/// The report's style sheet and its few lines of script, inlined so that the page needs nothing else.
enum ReportStyle {
    /// Readable from a phone to a desktop; printed, the navigation and the filter go and nothing is cut mid-chart.
    static let css = """
        :root { --ink: #1d1d1f; --muted: #5f6368; --rule: #d9d9de; --failed: #b3261e; --noisy: #8a5a00; --wash: #f5f5f7; }
        * { box-sizing: border-box; }
        body { margin: 0 auto; max-width: 1320px; padding: 0 16px 48px; color: var(--ink);
               font: 15px/1.5 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
        header { padding: 20px 0 8px; border-bottom: 1px solid var(--rule); }
        h1 { font-size: 1.6em; margin: 0 0 4px; }
        ul.runs { margin: 4px 0; padding-left: 20px; }
        h2 { font-size: 1.3em; margin: 36px 0 8px; padding-top: 8px; border-top: 1px solid var(--rule); }
        h3 { font-size: 1.05em; margin: 24px 0 6px; }
        h4 { font-size: 1em; margin: 16px 0 6px; }
        p, li { max-width: 80ch; }
        .muted, caption { color: var(--muted); }
        nav { position: sticky; top: 0; background: #fff; padding: 6px 0; border-bottom: 1px solid var(--rule); z-index: 1;
              display: flex; flex-wrap: wrap; gap: 4px 14px; }
        nav a { white-space: nowrap; color: #0b57d0; text-decoration: none; }
        .scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; margin: 8px 0 16px; }
        table { border-collapse: collapse; font-size: 0.87em; font-variant-numeric: tabular-nums; }
        th, td { padding: 4px 10px; border-bottom: 1px solid var(--rule); text-align: left; vertical-align: top; }
        th { background: var(--wash); position: sticky; top: 0; }
        td.num, th.num { text-align: right; white-space: nowrap; }
        table.environment td:first-child { color: var(--muted); white-space: nowrap; }
        table.environment td { word-break: break-word; }
        tr.failed td, .failed { color: var(--failed); font-weight: 600; }
        .noisy { color: var(--noisy); }
        tr.one-side td:first-child::after { content: " \\2020"; color: var(--muted); }
        td.absent { color: var(--muted); }
        .verdict-below { color: #0b7a3e; } .verdict-above { color: var(--failed); }
        ul.findings li, ul.choice-notes li { margin: 4px 0; }
        table.choices td:nth-child(2) { font-weight: 600; }
        .legend span { margin-right: 16px; }
        figure { margin: 16px 0 28px; }
        figure .scroll { border: 1px solid var(--rule); border-radius: 6px; background: #fff; }
        figure svg { display: block; width: 100%; height: auto; margin: 0 auto; }
        figure:not(.wide) svg { max-width: 980px; }
        figcaption { color: var(--muted); font-size: 0.9em; margin-top: 4px; }
        input[type=search] { font: inherit; padding: 6px 10px; width: min(420px, 100%); border: 1px solid var(--rule); border-radius: 6px; }
        tr[hidden] { display: none; }
        @media (max-width: 760px) {
            body { font-size: 14px; padding: 0 10px 32px; }
            figure.wide svg { min-width: 760px; }
            figure svg { min-width: 520px; }
            th, td { padding: 3px 6px; }
        }
        @media print {
            nav, .filter { display: none; }
            body { max-width: none; padding: 0; font-size: 10pt; }
            h2 { break-after: avoid; }
            figure, tr { break-inside: avoid; }
            .scroll { overflow: visible; }
            figure svg, figure.wide svg { min-width: 0; }
            th { position: static; }
            a { color: inherit; text-decoration: none; }
        }
        @page { margin: 12mm; }
        """

    /// Records script errors on the page (the headless check reads them), marks it ready, and filters the case
    /// tables by what is typed in the search box.
    static let script = """
        window.addEventListener('error', function (event) {
            document.documentElement.setAttribute('data-script-errors', (document.documentElement.getAttribute('data-script-errors') || '') + event.message + '; ');
        });
        document.addEventListener('DOMContentLoaded', function () {
            var box = document.getElementById('case-filter');
            box.addEventListener('input', function () {
                var wanted = box.value.trim().toLowerCase();
                document.querySelectorAll('table.cases tbody tr').forEach(function (row) {
                    row.hidden = wanted !== '' && row.textContent.toLowerCase().indexOf(wanted) < 0;
                });
            });
            document.documentElement.setAttribute('data-ready', 'yes');
        });
        """
}
