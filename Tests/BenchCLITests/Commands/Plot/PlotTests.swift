@testable import BenchCLI
import Foundation
import Suite
import TestSupport
import Testing

/// `bench plot` renders through the real gnuplot. Where gnuplot is not on PATH (a fresh Mac, Xcode) or the
/// tests do not run from the package root, the rendering tests are skipped with the reason; CI, which
/// installs gnuplot, sets SYNCBENCH_REQUIRE_GNUPLOT=1 so that they run and fail instead of being skipped.
@Suite("bench plot: the chart set from a results CSV")
struct PlotTests {
    /// Every chart, in order, as the report lists them.
    static let charts = ReportPage.captions.map(\.name)
    /// A real quick run of the default suite with rows for every chart (its own kernel's rows are cache rows relabelled).
    static let everyChart = "kernels-run"
    var folder: String { scratch.path }
    private let scratch: TemporaryFolder

    /// True when the environment demands the rendering tests (CI).
    static let renderingRequired = ProcessInfo.processInfo.environment["SYNCBENCH_REQUIRE_GNUPLOT"] == "1"
    /// True when gnuplot is on PATH.
    static let gnuplotFound = Gnuplot.locate(searchPath: ProcessInfo.processInfo.environment["PATH"]) != nil

    init() throws {
        scratch = try TemporaryFolder("plot")
    }

    /// A CSV under Tests/BenchCLITests/Fixtures.
    static func fixture(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "csv", subdirectory: "Fixtures"))
        return url.path
    }

    @Test(.enabled(if: PlotTests.gnuplotFound || PlotTests.renderingRequired, "gnuplot is not on PATH (brew install gnuplot, apt-get install gnuplot-nox)"))
    func rendersEveryChartFromAFullRun() throws {
        let result = bench("plot", try Self.fixture(Self.everyChart), "--output", folder)
        #expect(result.code == .success, "\(result.err)")
        #expect(!result.out.contains("skipped"), "\(result.out)")
        #expect(Self.written(in: result.out) == Self.charts, "the script draws other charts than the report lists: \(result.out)")
        for chart in Self.charts {
            try expectPNG("\(folder)/\(chart).png")
            try expectSVG("\(folder)/\(chart).svg")
        }
    }

    @Test(.enabled(if: PlotTests.gnuplotFound || PlotTests.renderingRequired, "gnuplot is not on PATH (brew install gnuplot, apt-get install gnuplot-nox)"))
    func severalHostsAreDrawnTogetherAndEveryChartNamesEachOfThem() throws {
        let relabelled = try Self.relabelled(Self.everyChart, host: "box-b", in: folder)
        let result = bench("plot", try Self.fixture(Self.everyChart), relabelled, try Self.fixture("darwin-fixture"), "--output", folder)
        #expect(result.code == .success, "\(result.err)")
        #expect(!result.out.contains("skipped"), "\(result.out)")
        for chart in Self.charts {
            try expectPNG("\(folder)/\(chart).png")
            let svg = try #require(FileManager.default.contents(atPath: "\(folder)/\(chart).svg"))
            let text = String(decoding: svg, as: UTF8.self)
            for host in ["vm", "box-b"] {
                #expect(text.contains(host), "\(chart) does not name \(host)")
            }
            #expect(text.contains("fixture-mac: Darwin"), "\(chart) does not name the Darwin run")
        }
        let throughput = String(decoding: try #require(FileManager.default.contents(atPath: "\(folder)/2-throughput.svg")), as: UTF8.self)
        for panel in ["pthread kinds", "Foundation locks", "Dispatch and semaphores", "Spinlocks and Mutex", "Controls: no lock, atomic add, C twins"] {
            #expect(throughput.contains(panel), "no \(panel) panel")
        }
        #expect(throughput.contains("os_unfair_lock"), "the Darwin-only lock is missing")
    }

    /// The charts gnuplot's notes say it wrote (`  wrote DIR/2-throughput (png svg)`), in order.
    static func written(in notes: String) -> [String] {
        notes.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  wrote "), let name = line.split(separator: " ").dropFirst().first else { return nil }
            return String(name.split(separator: "/").last ?? name)
        }
    }

    /// A copy of fixture `name` in `folder`, its host relabelled through the file's own host fields.
    static func relabelled(_ name: String, host: String, in folder: String) throws -> String {
        let text = try String(contentsOfFile: try fixture(name), encoding: .utf8)
            .replacingOccurrences(of: "# host: vm\n", with: "# host: \(host)\n")
            .replacingOccurrences(of: "\nvm,", with: "\n\(host),")
        let path = "\(folder)/\(name)-\(host).csv"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Names a user's own lock may have, for the primitives of the fixtures they replace: a space, an `@`
    /// (which joins a primitive to its host in the script), quotes (which gnuplot reads in data as its own), a `#`.
    static let ownNames = ["NSLock": "my lock@x", "pthread_rwlock": "rw \"lock\" #1"]

    @Test(.enabled(if: PlotTests.gnuplotFound || PlotTests.renderingRequired, "gnuplot is not on PATH (brew install gnuplot, apt-get install gnuplot-nox)"))
    func primitivesOfAnyNameAreDrawnUnderTheirOwnNames() throws {
        let path = try Self.renamed(Self.everyChart, Self.ownNames, in: folder)
        let result = bench("plot", path, "--output", folder)
        #expect(result.code == .success, "\(result.err)")
        #expect(!result.out.contains("skipped"), "\(result.out)")
        for chart in Self.charts {
            try expectPNG("\(folder)/\(chart).png")
            try expectSVG("\(folder)/\(chart).svg")
        }
        for chart in Self.charts {
            let text = try Self.svgText("\(folder)/\(chart).svg")
            let expected = chart == "6-rwmix" ? "rw \"lock\" #1" : "my lock@x"
            #expect(text.contains(expected), "\(chart) does not name \(expected)")
        }
    }

    /// A copy of fixture `name` in `folder` with each primitive of `names` renamed, through its CSV fields.
    static func renamed(_ name: String, _ names: [String: String], in folder: String) throws -> String {
        var text = try String(contentsOfFile: try fixture(name), encoding: .utf8)
        for (old, new) in names {
            text = text.replacingOccurrences(of: ",\(old),", with: ",\"\(new.replacingOccurrences(of: "\"", with: "\"\""))\",")
        }
        let path = "\(folder)/\(name)-renamed.csv"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The text of an SVG file, its character references (`&quot;`, `&amp;`, `&lt;`) read back.
    static func svgText(_ path: String) throws -> String {
        let data = try #require(FileManager.default.contents(atPath: path), "\(path) was not written")
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test(.enabled(if: PlotTests.gnuplotFound || PlotTests.renderingRequired, "gnuplot is not on PATH (brew install gnuplot, apt-get install gnuplot-nox)"))
    func anOlderFileRendersChartsOneToThreeAndNotesTheRest() throws {
        try expectChartsOfTheOlderRun(bench("plot", try Self.fixture("older-run"), "--output", folder))
    }

    /// That `result`, the older fixture rendered into `folder`, drew charts 1 to 3 and noted each later one as
    /// skipped, no file of which, in either format, is in the folder.
    private func expectChartsOfTheOlderRun(_ result: (code: ExitCode, out: String, err: String)) throws {
        #expect(result.code == .success, "\(result.err)")
        for chart in Self.charts.prefix(3) {
            try expectPNG("\(folder)/\(chart).png")
            try expectSVG("\(folder)/\(chart).svg")
        }
        for chart in Self.charts.dropFirst(3) {
            #expect(result.out.contains("skipped \(chart)"), "\(result.out)")
            for format in ["png", "svg"] {
                #expect(!FileManager.default.fileExists(atPath: "\(folder)/\(chart).\(format)"), "\(chart).\(format) is in the folder")
            }
        }
    }

    @Test(.enabled(if: PlotTests.gnuplotFound || PlotTests.renderingRequired, "gnuplot is not on PATH (brew install gnuplot, apt-get install gnuplot-nox)"))
    func chartsSkippedThisTimeLeaveNoFileOfAnEarlierRenderingBehind() throws {
        #expect(bench("plot", try Self.fixture(Self.everyChart), "--output", folder).code == .success)
        let others = ["notes.txt", "8-mine.png", "2-throughput.pdf"]
        for other in others {
            try "kept".write(toFile: "\(folder)/\(other)", atomically: true, encoding: .utf8)
        }
        try expectChartsOfTheOlderRun(bench("plot", try Self.fixture("older-run"), "--output", folder))
        for other in others {
            #expect(FileManager.default.contents(atPath: "\(folder)/\(other)") == Data("kept".utf8), "\(other) was touched")
        }
    }

    #if os(Linux)
    /// A folder that exists and in which no file can be made, even by root (as the tests run in CI): /proc/self.
    @Test(.enabled(if: PlotTests.gnuplotFound || PlotTests.renderingRequired, "gnuplot is not on PATH (brew install gnuplot, apt-get install gnuplot-nox)"))
    func aFolderThatCannotBeWrittenIsRefusedBeforeGnuplotRuns() throws {
        let result = bench("plot", try Self.fixture("full-run"), "--output", "/proc/self")
        #expect(result.code == .cannotCreate, "\(result.err)")
        #expect(result.err.hasPrefix("bench: error: the chart folder /proc/self cannot be written: "), "\(result.err)")
        #expect(result.err.split(separator: "\n").count == 1 && !result.err.contains("gnuplot"), "\(result.err)")
        #expect(result.out.isEmpty)
    }
    #endif

    @Test func aMissingCSVIsADataError() {
        let result = bench("plot", folder + "/absent.csv", "--output", folder)
        #expect(result.code == .dataError)
        #expect(result.err == "bench: error: \(folder)/absent.csv: no such file or folder\n")
    }

    @Test func aFileOfAnotherSchemaIsADataError() throws {
        let path = folder + "/other.csv"
        try "# schema: syncbench/0\nhost,benchmark\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = bench("plot", path, "--output", folder)
        #expect(result.code == .dataError)
        #expect(result.err.contains("other.csv: schema syncbench/0 is not one this reader supports (syncbench/1, syncbench/2)"))
    }

    @Test("A file with its metadata and header but no rows is a data error, as in export and in a folder")
    func aFileWithoutCasesIsADataError() throws {
        let path = try Self.headerOnly(in: folder)
        let result = bench("plot", path, "--output", folder + "/charts")
        #expect(result.code == .dataError)
        #expect(result.err == "bench: error: \(path): has no cases\n")
        #expect(bench("export", path, "--format", "bmf").err == result.err)
        #expect(!FileManager.default.fileExists(atPath: folder + "/charts"))
    }

    /// A copy of the full-run fixture's metadata and header, without its rows, in `folder`.
    static func headerOnly(in folder: String) throws -> String {
        let lines = try String(contentsOfFile: try fixture("full-run"), encoding: .utf8).split(separator: "\n")
        let header = try #require(lines.firstIndex { !$0.hasPrefix("#") })
        let path = "\(folder)/header-only.csv"
        try (lines[...header].joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("Usage errors", arguments: [
        (["plot", "--frobnicate"], "unknown option '--frobnicate'"),
        (["plot", "--output"], "--output needs a value"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) {
        let result = bench(arguments: arguments)
        #expect(result.code == .usage)
        #expect(result.err.hasPrefix("bench: error: \(message)\n"), "\(result.err)")
        #expect(result.err.contains("USAGE: bench plot"))
    }

    @Test func withoutGnuplotItSaysHowToInstallIt() throws {
        let captured = CapturedConsole()
        let context = CommandContext(catalog: DefaultSuite.catalog, console: captured.console, executable: nil, searchPath: "/nonexistent")
        let code = PlotCommand.execute(PlotOptions(inputs: [try Self.fixture("full-run")], output: folder), in: context)
        #expect(code == .unavailable)
        #expect(captured.err.contains("apt-get install gnuplot-nox"))
        #expect(captured.err.contains("brew install gnuplot"))
    }

    @Test func theScriptInTheCurrentFolderWins() throws {
        let local = folder + "/" + PlotScript.name
        try "# my own charts\n".write(toFile: local, atomically: true, encoding: .utf8)
        #expect(PlotScript.locate(in: folder, bundled: { "/elsewhere/plot.gnuplot" }) == local)
    }

    @Test func withoutALocalScriptTheShippedOneIsUsed() throws {
        #expect(PlotScript.locate(in: folder, bundled: { "/elsewhere/plot.gnuplot" }) == "/elsewhere/plot.gnuplot")
        #expect(PlotScript.locate(in: folder, bundled: { nil }) == nil)
    }

    @Test func theShippedScriptIsThePackageRootsScript() throws {
        let shipped = try #require(PlotScript.bundledPath, "plot.gnuplot is not in the BenchCLI resource bundle")
        let root = try #require(FileManager.default.contents(atPath: PlotScript.name), "run the tests from the package root")
        #expect(FileManager.default.contents(atPath: shipped) == root)
    }

    @Test func helpShowsTheUsage() {
        let result = bench("plot", "--help")
        #expect(result.code == .success)
        #expect(result.out.contains("USAGE: bench plot [CSV or FOLDER ...] [--output DIR]"))
    }

    private func expectPNG(_ path: String) throws {
        let data = try #require(FileManager.default.contents(atPath: path), "\(path) was not written")
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(path) is not a PNG")
        #expect(data.count > 1000, "\(path) is nearly empty")
    }

    private func expectSVG(_ path: String) throws {
        let data = try #require(FileManager.default.contents(atPath: path), "\(path) was not written")
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("<svg"), "\(path) is not an SVG")
        #expect(text.contains("</svg>"), "\(path) is cut short")
    }
}
