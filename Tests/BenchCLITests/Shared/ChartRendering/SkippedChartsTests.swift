@testable import BenchCLI
import Foundation
import TestSupport
import Testing

/// The charts a rendering skipped, read from gnuplot's notes, and their earlier files removed, nothing else.
@Suite("SkippedCharts: what gnuplot skipped, and the earlier files of it")
struct SkippedChartsTests {
    @Test func theNotesNameTheSkippedCharts() {
        let notes = """
            syncbench charts from a: b.csv into out/
              wrote out/1-uncontended (png svg)
              skipped 2-throughput: a: b.csv has no plain contended rows
              skipped 5-latency: a: b.csv has no latency values at 2 threads

            """
        #expect(SkippedCharts.named(in: notes) == ["2-throughput", "5-latency"])
        #expect(SkippedCharts.named(in: "  wrote out/1-uncontended (svg)\n").isEmpty)
    }

    @Test func onlyTheSkippedChartsFilesInTheRenderedFormatsAreRemoved() throws {
        let scratch = try TemporaryFolder("skipped-charts")
        let folder = scratch.path
        for name in ["2-throughput.png", "2-throughput.svg", "2-throughput.pdf", "1-uncontended.png", "notes.txt"] {
            try "old".write(toFile: "\(folder)/\(name)", atomically: true, encoding: .utf8)
        }
        try FileManager.default.createDirectory(atPath: "\(folder)/5-latency.png", withIntermediateDirectories: false)
        #expect(SkippedCharts.remove(["2-throughput", "5-latency", "7-inversion"], formats: "png svg", from: folder) == nil)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == ["1-uncontended.png", "2-throughput.pdf", "5-latency.png", "notes.txt"])
    }
}
