import SyncBench
import Testing

/// JMH's JSON results from fixed rows.
@Suite("Export: JMH JSON")
struct JMHExportTests {
    static func entries() throws -> [[String: Any]] {
        try #require(try ExportFixture.parse(ExportFormat.jmh.render(ExportFixture.file)) as? [[String: Any]])
    }

    @Test func theBenchmarkIsClassDotMethodWithWorkloadAndThreadsAsParams() throws {
        let entries = try Self.entries()
        #expect(entries.map { $0["benchmark"] as? String } == [
            "syncbench.uncontended.pthread_mutex", "syncbench.contended.NSLock", "syncbench.inversion.pthread_mutex_pi",
        ])
        #expect(entries[1]["params"] as? [String: String] == ["workload": "increment cs=50ns think=0ns", "threads": "2"])
        #expect(entries.map { $0["mode"] as? String } == ["avgt", "avgt", "avgt"])
        #expect(entries[0]["measurementIterations"] as? Int == 5)
        #expect(entries[0]["measurementTime"] as? String == "200 ms")
    }

    @Test func thePrimaryMetricIsTheMedianWithTheRoundsAsRawData() throws {
        let entry = try Self.entries()[0]
        #expect(entry["forks"] as? Int == 3)
        let metric = try #require(entry["primaryMetric"] as? [String: Any])
        #expect(metric["score"] as? Double == 13)
        #expect(metric["scoreError"] as? Double == 1)
        #expect(metric["scoreConfidence"] as? [Double] == [12, 14])
        #expect(metric["scoreUnit"] as? String == "ns/op")
        #expect(metric["rawData"] as? [[Double]] == [[13, 12], [14, 12.5], [13.5]])
        let percentiles = try #require(metric["scorePercentiles"] as? [String: Double])
        #expect(Set(percentiles.keys) == ["0.0", "50.0", "90.0", "95.0", "99.0", "99.9", "99.99", "99.999", "99.9999", "100.0"])
        #expect(percentiles["0.0"] == 12 && percentiles["50.0"] == 13 && percentiles["100.0"] == 14)
        #expect(entry["secondaryMetrics"] as? [String: Any] != nil)
    }

    @Test("A single window has no error or interval: \"NaN\", as JMH writes them for a single iteration")
    func aSingleWindowHasNoError() throws {
        let metric = try #require(try Self.entries()[1]["primaryMetric"] as? [String: Any])
        #expect(metric["score"] as? Double == 40)
        #expect(metric["scoreError"] as? String == "NaN")
        #expect(metric["scoreConfidence"] as? [String] == ["NaN", "NaN"])
    }
}
