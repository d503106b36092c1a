"""Opens a `bench report` page in headless Chromium as a reader would, and checks what it shows.

    check_report.py INDEX_HTML SCREENSHOT_PNG [--hosts HOST ...]

The page must load without a script error (its own handler records any in `data-script-errors`, and its
script marks the page `data-ready` once it ran); every chart must be there as an inline SVG with text in it,
but for the chart of a package's own kernels, which a run of this suite alone lists as skipped instead;
the environment, claims and per-case tables must have rows; the findings list must be there. With --hosts,
every chart must name every host. A screenshot of the top of the page is written for a person to look at."""
import html.parser
import os
import subprocess
import sys
import tempfile

CHARTS = ["1-uncontended", "2-throughput", "3-ns-per-op", "4-fairness", "5-latency", "6-rwmix", "7-inversion",
          "8-cache", "9-queue", "10-striped", "11-tasks", "12-kernels"]
# Drawn only from the rows of a package's own kernels, which this package's runs have none of.
OWN_KERNELS = "12-kernels"


def chromium(url, *arguments):
    """Runs headless Chromium on `url` with `arguments`; returns its stdout and stderr."""
    with tempfile.TemporaryDirectory() as profile:
        command = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                   "--hide-scrollbars", f"--user-data-dir={profile}", "--enable-logging=stderr", "--v=0", *arguments, url]
        done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    if done.returncode != 0:
        sys.exit(f"check_report: chromium failed ({done.returncode}): {done.stderr[-2000:]}")
    return done.stdout, done.stderr


class Page(html.parser.HTMLParser):
    """What the rendered DOM holds: the root's attributes, each chart's SVG text, each table's body rows, the
    notes on the charts skipped."""

    def __init__(self):
        super().__init__()
        self.root = {}
        self.figure = None
        self.charts = {}
        self.table = None
        self.tables = {}
        self.in_tbody = False
        self.findings = 0
        self.in_skipped = False
        self.skipped = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "html":
            self.root = attributes
        elif tag == "figure" and attributes.get("id", "").startswith("chart-"):
            self.figure = attributes["id"][len("chart-"):]
            self.charts[self.figure] = {"svg": 0, "text": ""}
        elif tag == "svg" and self.figure:
            self.charts[self.figure]["svg"] += 1
        elif tag == "table":
            self.table = attributes.get("id", "")
            self.tables[self.table] = 0
        elif tag == "tbody":
            self.in_tbody = True
        elif tag == "tr" and self.in_tbody and self.table is not None:
            self.tables[self.table] += 1
        elif tag == "ul" and "findings" in attributes.get("class", ""):
            self.findings += 1
        elif tag == "ul" and "muted" in attributes.get("class", ""):
            self.in_skipped = True
        elif tag == "li" and self.in_skipped:
            self.skipped.append("")

    def handle_endtag(self, tag):
        if tag == "figure":
            self.figure = None
        elif tag == "tbody":
            self.in_tbody = False
        elif tag == "table":
            self.table = None
        elif tag == "ul":
            self.in_skipped = False

    def handle_data(self, data):
        if self.figure:
            self.charts[self.figure]["text"] += data
        elif self.in_skipped and self.skipped:
            self.skipped[-1] += data


def main():
    arguments = sys.argv[1:]
    hosts = arguments[arguments.index("--hosts") + 1:] if "--hosts" in arguments else []
    index, screenshot = arguments[0], arguments[1]
    url = "file://" + os.path.abspath(index)
    dom, log = chromium(url, "--dump-dom")
    page = Page()
    page.feed(dom)
    problems = []
    if page.root.get("data-ready") != "yes":
        problems.append("the page's script never ran to the end (no data-ready on <html>)")
    if page.root.get("data-script-errors"):
        problems.append(f"script errors: {page.root['data-script-errors']}")
    problems += [f"console: {line}" for line in log.splitlines() if "Uncaught" in line]
    for chart in CHARTS:
        found = page.charts.get(chart)
        if not found and chart == OWN_KERNELS and any(note.startswith(f"skipped {chart}: ") for note in page.skipped):
            continue
        if not found or found["svg"] != 1 or not found["text"].strip():
            problems.append(f"chart {chart}: missing, or without its SVG or its text")
            continue
        problems += [f"chart {chart}: does not name host {host}" for host in hosts if host not in found["text"]]
    case_tables = [name for name in page.tables if name.startswith("cases-")]
    for table in ["environment", "claims-table"] + case_tables:
        if page.tables.get(table, 0) == 0:
            problems.append(f"table {table}: missing or empty")
    if not case_tables:
        problems.append("no per-case table")
    if page.findings == 0:
        problems.append("no findings list")
    if not any(name.startswith("choices-") and rows > 0 for name, rows in page.tables.items()):
        problems.append("no decision table (table choices-N) with a row")
    chromium(url, f"--screenshot={screenshot}", "--window-size=1280,3200")
    with open(screenshot, "rb") as image:
        if image.read(8) != b"\x89PNG\r\n\x1a\n" or os.path.getsize(screenshot) < 20_000:
            problems.append(f"{screenshot}: not a PNG of the page")
    print(f"{index}: {len(page.charts)} charts, {len(case_tables)} case tables, "
          f"{sum(page.tables.values())} table rows; screenshot {screenshot}")
    for problem in problems:
        print(problem)
    if problems:
        sys.exit(1)
    print("report loads without script errors; every chart and table is present" + (f"; every chart names {', '.join(hosts)}" if hosts else ""))


if __name__ == "__main__":
    main()
