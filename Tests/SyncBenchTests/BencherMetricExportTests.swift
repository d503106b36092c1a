import SyncBench
import Testing

/// Bencher Metric Format from fixed rows.
@Suite("Export: Bencher Metric Format")
struct BencherMetricExportTests {
    @Test func eachCaseIsALatencyWithTheMediansInterval() throws {
        let text = ExportFormat.bencher.render(ExportFixture.file)
        let document = try #require(try ExportFixture.parse(text) as? [String: [String: [String: Double]]])
        #expect(Set(document.keys) == Set(ExportFixture.names))
        #expect(document[ExportFixture.names[0]] == ["latency": ["value": 13, "lower_value": 12, "upper_value": 14]])
        #expect(document[ExportFixture.names[1]] == ["latency": ["value": 40, "lower_value": 40, "upper_value": 40]])
        for metrics in document.values {
            let latency = try #require(metrics["latency"])
            #expect(latency["lower_value"]! <= latency["value"]! && latency["value"]! <= latency["upper_value"]!)
        }
    }
}
