@testable import BenchCLI
import SyncBench
import Foundation
import TestSupport
import Testing

/// Charts 8 to 12, the kernels, through the real gnuplot (skipped as the other chart tests are where gnuplot is
/// missing and not required): what each names, the order that puts striped's comparisons side by side, the
/// oversubscribed bars, a kernel of your own of any name, and files without kernels.
@Suite("bench plot: the kernel charts")
struct KernelChartTests {
    var folder: String { scratch.path }
    private let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("kernel-charts")
    }

    /// Renders `path` into the folder, expecting success, and returns gnuplot's notes.
    private func render(_ path: String) -> String {
        let result = bench("plot", path, "--output", folder)
        #expect(result.code == .success, "\(result.err)")
        return result.out
    }

    private func text(_ chart: String) throws -> String {
        try PlotTests.svgText("\(folder)/\(chart).svg")
    }

    @Test(.enabled(if: PlotTests.gnuplotFound || PlotTests.renderingRequired, "gnuplot is not on PATH (brew install gnuplot, apt-get install gnuplot-nox)"))
    func eachKernelChartNamesItsShapesAtEachThreadCount() throws {
        _ = render(try PlotTests.fixture(PlotTests.everyChart))
        let expected = [
            "8-cache": ["Cache kernel", "read95 @ 1 thread", "read95 @ 2 threads", "read50 @ 2 threads", "pthread_rwlock"],
            "9-queue": ["Queue kernel", "one push or one pop", "ring=32 @ 1 thread", "ring=32 @ 2 threads"],
            "10-striped": ["Striped kernel", "stripes=8 padded @ 1 thread", "stripes=64 padded @ 2 threads", "stripes=8 packed @ 2 threads"],
            "11-tasks": ["Tasks kernel", "read95 @ 1 task", "read95 @ 2 tasks", "actor", "Executors", "pthread_mutex"],
            "12-kernels": ["Your own kernels", "lru @ 1 thread", "lru @ 2 threads", "NSLock"],
        ]
        for (chart, names) in expected {
            let svg = try text(chart)
            for name in names {
                #expect(svg.contains(name), "\(chart) does not name \(name)")
            }
            #expect(svg.contains("interval of the median"), "\(chart) does not say what its whiskers are")
            #expect(!svg.contains("oversubscribed"), "\(chart) marks bars within the CPUs as oversubscribed")
        }
    }

    @Test("Striped: at a thread count, 64 stripes beside 8, and 8 padded beside 8 packed",
          .enabled(if: PlotTests.gnuplotFound || PlotTests.renderingRequired, "gnuplot is not on PATH (brew install gnuplot, apt-get install gnuplot-nox)"))
    func stripedPutsItsShapesSideBySide() throws {
        _ = render(try PlotTests.fixture(PlotTests.everyChart))
        let svg = try text("10-striped")
        let order = ["stripes=8 padded @ 1 thread", "stripes=64 padded @ 2 threads", "stripes=8 padded @ 2 threads", "stripes=8 packed @ 2 threads"]
        let places = order.compactMap { svg.range(of: $0)?.lowerBound }
        #expect(places.count == order.count && places == places.sorted(), "the legend is not in bar order: \(order)")
    }

    @Test(.enabled(if: PlotTests.gnuplotFound || PlotTests.renderingRequired, "gnuplot is not on PATH (brew install gnuplot, apt-get install gnuplot-nox)"))
    func oversubscribedBarsAreShadedAndTheChartSaysSo() throws {
        // The queue's 2-thread rows marked as more threads than the effective CPUs, as a 1-CPU machine's would be.
        let text = try String(contentsOfFile: try PlotTests.fixture(PlotTests.everyChart), encoding: .utf8)
            .replacingOccurrences(of: ",ring=32,2,no,", with: ",ring=32,2,yes,")
        let path = folder + "/crowded.csv"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        _ = render(path)
        #expect(try self.text("9-queue").contains("shaded: more threads than the effective CPUs (oversubscribed)"))
        #expect(try !self.text("8-cache").contains("oversubscribed"))
    }

    @Test(.enabled(if: PlotTests.gnuplotFound || PlotTests.renderingRequired, "gnuplot is not on PATH (brew install gnuplot, apt-get install gnuplot-nox)"))
    func barsOfTwoPlacementsAreMarked() throws {
        // The queue's 2-thread rows: their first fork near (80 ns round trip), their other two far (400 ns).
        var file = try ResultsFile(parsing: String(contentsOfFile: try PlotTests.fixture(PlotTests.everyChart), encoding: .utf8))
        for index in file.results.indices where file.results[index].benchmark == .queue && file.results[index].threads == 2 {
            file.results[index].placementRoundTrips = [[80, 82], [400, 405], [410, 402]]
        }
        file.recordPlacements()
        let path = folder + "/placed.csv"
        try file.text.write(toFile: path, atomically: true, encoding: .utf8)
        _ = render(path)
        let queue = try self.text("9-queue")
        #expect(queue.contains("‡: forks at two placements, near and far") && queue.contains(" ‡"), "\(queue.prefix(2000))")
        #expect(try !self.text("8-cache").contains("‡"))
    }

    @Test(.enabled(if: PlotTests.gnuplotFound || PlotTests.renderingRequired, "gnuplot is not on PATH (brew install gnuplot, apt-get install gnuplot-nox)"))
    func aKernelOfYourOwnMayHaveAnyName() throws {
        // A space splits the script's word lists and `@` joins a series' thread count to its shape.
        let text = try String(contentsOfFile: try PlotTests.fixture(PlotTests.everyChart), encoding: .utf8)
            .replacingOccurrences(of: ",lru,", with: ",my lru@v2,")
        let path = folder + "/named.csv"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(!render(path).contains("skipped"))
        let svg = try self.text("12-kernels")
        #expect(svg.contains("my lru@v2 @ 1 thread") && svg.contains("my lru@v2 @ 2 threads"), "\(svg.prefix(2000))")
    }

    @Test(.enabled(if: PlotTests.gnuplotFound || PlotTests.renderingRequired, "gnuplot is not on PATH (brew install gnuplot, apt-get install gnuplot-nox)"))
    func aRunWithoutKernelsDrawsTheOtherChartsAndNotesEachKernelChart() throws {
        let path = try PlotTests.fixture("full-run")
        let notes = render(path)
        #expect(PlotTests.written(in: notes) == Array(PlotTests.charts.prefix(7)), "\(notes)")
        for kernel in ["cache", "queue", "striped", "tasks"] {
            let chart = try #require(PlotTests.charts.first { $0.hasSuffix("-\(kernel)") })
            #expect(notes.contains("  skipped \(chart): \(path) has no \(kernel) kernel rows\n"), "\(notes)")
        }
        #expect(notes.contains("  skipped 12-kernels: \(path) has no rows of a kernel of your own\n"), "\(notes)")
    }
}
