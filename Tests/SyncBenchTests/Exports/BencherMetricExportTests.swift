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
        // A single window has no interval (its min to max covers the median with probability 0): no bounds.
        #expect(document[ExportFixture.names[1]] == ["latency": ["value": 40]])
        for metrics in document.values {
            let latency = try #require(metrics["latency"])
            #expect(latency["lower_value", default: latency["value"]!] <= latency["value"]! && latency["value"]! <= latency["upper_value", default: latency["value"]!])
        }
    }

    @Test("A case measured in forks exports the published median and interval: the forks' medians, not the windows'")
    func forksExportTheirMedians() throws {
        // Three forks: medians 11, 30 and 17, so 17 over the forks; the windows' median would be 14, within [10, 31].
        let result = CaseResult(
            benchmark: .uncontended, primitive: "pthread_mutex", workload: "increment", threads: 1, oversubscribed: false,
            windowSeconds: 0.2, totalOperations: 1, samples: [10, 11, 12, 29, 31, 14, 20], samplesPerRound: [3, 2, 2], forks: 3,
            lostUpdates: 0, batchSize: 1, status: .ok
        )
        let file = ResultsFile(metadata: [("host", "box")], results: [result])
        let document = try #require(
            try ExportFixture.parse(ExportFormat.bencher.render(file)) as? [String: [String: [String: Double]]]
        )
        #expect(document["uncontended/pthread_mutex/increment/1"] == ["latency": ["value": 17, "lower_value": 11, "upper_value": 30]])
    }
}
