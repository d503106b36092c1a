@testable import BenchCLI
import Foundation
import Testing

/// `bench plot` renders through the real gnuplot. Where gnuplot is not on PATH (a fresh Mac, Xcode) or the
/// tests do not run from the package root, the rendering tests are skipped with the reason; CI, which
/// installs gnuplot, sets SYNCBENCH_REQUIRE_GNUPLOT=1 so that they run and fail instead of being skipped.
@Suite("bench plot: the chart set from a results CSV")
struct PlotTests {
    static let charts = ["1-uncontended", "2-throughput", "3-ns-per-op", "4-fairness", "5-latency", "6-rwmix", "7-inversion"]
    let folder: String

    /// True when the environment demands the rendering tests (CI).
    static let renderingRequired = ProcessInfo.processInfo.environment["SYNCBENCH_REQUIRE_GNUPLOT"] == "1"
    /// True when gnuplot is on PATH.
    static let gnuplotFound = Gnuplot.locate(searchPath: ProcessInfo.processInfo.environment["PATH"]) != nil
    /// True when plot.gnuplot is in the current folder, as `swift test` from the package root has it.
    static let scriptFound = FileManager.default.fileExists(atPath: PlotCommand.script)

    init() throws {
        folder = NSTemporaryDirectory() + "syncbench-plot-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// A CSV under Tests/BenchCLITests/Fixtures.
    static func fixture(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "csv", subdirectory: "Fixtures"))
        return url.path
    }

    @Test(
        .enabled(if: PlotTests.gnuplotFound || PlotTests.renderingRequired, "gnuplot is not on PATH (brew install gnuplot, apt-get install gnuplot-nox)"),
        .enabled(if: PlotTests.scriptFound || PlotTests.renderingRequired, "plot.gnuplot is not in the working folder: run 'swift test' from the package root")
    )
    func rendersEveryChartFromAFullRun() throws {
        let result = bench("plot", try Self.fixture("full-run"), "--output", folder)
        #expect(result.code == .success, "\(result.err)")
        #expect(!result.out.contains("skipped"), "\(result.out)")
        for chart in Self.charts {
            try expectPNG("\(folder)/\(chart).png")
            try expectSVG("\(folder)/\(chart).svg")
        }
    }

    @Test(
        .enabled(if: PlotTests.gnuplotFound || PlotTests.renderingRequired, "gnuplot is not on PATH (brew install gnuplot, apt-get install gnuplot-nox)"),
        .enabled(if: PlotTests.scriptFound || PlotTests.renderingRequired, "plot.gnuplot is not in the working folder: run 'swift test' from the package root")
    )
    func anOlderFileRendersChartsOneToThreeAndNotesTheRest() throws {
        let result = bench("plot", try Self.fixture("older-run"), "--output", folder)
        #expect(result.code == .success, "\(result.err)")
        for chart in Self.charts.prefix(3) {
            try expectPNG("\(folder)/\(chart).png")
            try expectSVG("\(folder)/\(chart).svg")
        }
        for chart in Self.charts.dropFirst(3) {
            #expect(result.out.contains("skipped \(chart)"), "\(result.out)")
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/\(chart).png"))
        }
    }

    @Test func aMissingCSVIsADataError() {
        let result = bench("plot", folder + "/absent.csv", "--output", folder)
        #expect(result.code == .dataError)
        #expect(result.err == "bench: error: \(folder)/absent.csv does not exist; run 'bench' first or name a results file\n")
    }

    @Test func aFileOfAnotherSchemaIsADataError() throws {
        let path = folder + "/other.csv"
        try "# schema: syncbench/0\nhost,benchmark\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = bench("plot", path, "--output", folder)
        #expect(result.code == .dataError)
        #expect(result.err.contains("is not a usable syncbench results file: schema syncbench/0 is not the supported syncbench/1"))
    }

    @Test("Usage errors", arguments: [
        (["plot", "--frobnicate"], "unknown option '--frobnicate'"),
        (["plot", "a.csv", "b.csv"], "unexpected argument 'b.csv'"),
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
        let code = try PlotCommand.execute([try Self.fixture("full-run"), "--output", folder], console: captured.console, searchPath: "/nonexistent")
        #expect(code == .unavailable)
        #expect(captured.err.contains("apt-get install gnuplot-nox"))
        #expect(captured.err.contains("brew install gnuplot"))
    }

    @Test func helpShowsTheUsage() {
        let result = bench("plot", "--help")
        #expect(result.code == .success)
        #expect(result.out.contains("USAGE: bench plot [CSV] [--output DIR]"))
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
