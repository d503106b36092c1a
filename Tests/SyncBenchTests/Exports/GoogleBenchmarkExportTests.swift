import Foundation
import SyncBench
import Testing

/// Google Benchmark JSON from fixed rows: the shape `compare.py` reads, checked field by field.
@Suite("Export: Google Benchmark JSON")
struct GoogleBenchmarkExportTests {
    static func rows(aggregatesOnly: Bool = false) throws -> (context: [String: Any], rows: [[String: Any]]) {
        let text = ExportFormat.googleBenchmark.render(ExportFixture.file, aggregatesOnly: aggregatesOnly)
        let document = try #require(try ExportFixture.parse(text) as? [String: Any])
        return (try #require(document["context"] as? [String: Any]), try #require(document["benchmarks"] as? [[String: Any]]))
    }

    @Test func everyWindowIsAnIterationRowThenTheAggregates() throws {
        let rows = try Self.rows().rows.filter { $0["run_name"] as? String == ExportFixture.names[0] }
        #expect(rows.map { $0["name"] as? String } == Array(repeating: ExportFixture.names[0], count: 5) + [
            "\(ExportFixture.names[0])_mean", "\(ExportFixture.names[0])_median", "\(ExportFixture.names[0])_stddev",
        ])
        let iterations = rows.prefix(5)
        #expect(iterations.map { $0["real_time"] as? Double } == [13, 12, 14, 12.5, 13.5])
        #expect(iterations.map { $0["cpu_time"] as? Double } == [13, 12, 14, 12.5, 13.5])
        #expect(iterations.map { $0["repetition_index"] as? Int } == [0, 1, 2, 3, 4])
        #expect(iterations.allSatisfy { $0["run_type"] as? String == "iteration" && $0["repetitions"] as? Int == 5 })
        #expect(iterations.allSatisfy { $0["time_unit"] as? String == "ns" && $0["threads"] as? Int == 1 })
        #expect(iterations.first?["iterations"] as? Int == 15_384_615, "0.2 s / 13 ns")
        let aggregates = rows.suffix(3)
        #expect(aggregates.map { $0["aggregate_name"] as? String } == ["mean", "median", "stddev"])
        #expect(aggregates.allSatisfy { $0["run_type"] as? String == "aggregate" && $0["iterations"] as? Int == 5 })
        let stddev = try #require(aggregates.last?["real_time"] as? Double)
        #expect(abs(stddev - 0.625.squareRoot()) < 1e-12)
        #expect(aggregates.first?["real_time"] as? Double == 13)
    }

    @Test func aSingleWindowHasNoStandardDeviation() throws {
        let names = try Self.rows().rows.filter { $0["run_name"] as? String == ExportFixture.names[1] }.compactMap { $0["name"] as? String }
        #expect(names == [ExportFixture.names[1], "\(ExportFixture.names[1])_mean", "\(ExportFixture.names[1])_median"])
    }

    @Test func failedCasesAreLeftOutAndFamiliesFollowTheFile() throws {
        let rows = try Self.rows().rows
        #expect(!rows.contains { ($0["name"] as? String)?.contains("broken_lock") == true })
        var families: [String: Int] = [:]
        for row in rows { families[row["run_name"] as! String] = row["family_index"] as? Int }
        #expect(families == [ExportFixture.names[0]: 0, ExportFixture.names[1]: 1, ExportFixture.names[2]: 2])
    }

    @Test func eventWindowsCountOneIterationEach() throws {
        let rows = try Self.rows().rows.filter { $0["name"] as? String == ExportFixture.names[2] }
        #expect(rows.map { $0["iterations"] as? Int } == [1, 1, 1])
    }

    @Test func aWindowWithMoreOperationsThanAnIntHoldsCountsAsManyAsItCan() throws {
        // 15 ms at 1e-12 ns per operation would be 1.5e19 operations: a corrupt row, exported rather than trapped on.
        let tiny = CaseResult(
            benchmark: .uncontended, primitive: "pthread_mutex", workload: "increment", threads: 1, oversubscribed: false,
            windowSeconds: 0.015, totalOperations: 1_000, samples: [1e-12, 12, 13], lostUpdates: 0, batchSize: 64, status: .ok
        )
        let text = ExportFormat.googleBenchmark.render(ResultsFile(metadata: [], results: [tiny]), aggregatesOnly: false)
        let document = try #require(try ExportFixture.parse(text) as? [String: Any])
        let rows = try #require(document["benchmarks"] as? [[String: Any]])
        #expect(rows.prefix(3).map { $0["iterations"] as? Int } == [Int.max, 1_250_000, 1_153_846])
        let exported = try #require(ExportedCase.select(from: ResultsFile(metadata: [], results: [tiny])).exported.first)
        #expect(exported.operations(inWindowOf: .infinity) == 1 && exported.operations(inWindowOf: .nan) == 1)
        #expect(exported.operations(inWindowOf: .leastNonzeroMagnitude) == Int.max)
    }

    @Test func aggregatesOnlyLeavesOutTheWindows() throws {
        let rows = try Self.rows(aggregatesOnly: true).rows
        #expect(rows.allSatisfy { $0["run_type"] as? String == "aggregate" })
        #expect(rows.count == 3 + 2 + 3)
    }

    @Test func theContextHasWhatConsumersRequire() throws {
        let context = try Self.rows().context
        #expect((context["caches"] as? [Any])?.isEmpty == true, "Bencher's cpp_google adapter requires caches")
        #expect(context["host_name"] as? String == "ci-runner")
        #expect(context["num_cpus"] as? Int == 2)
        #expect(context["library_build_type"] as? String == "release")
        #expect((context["syncbench"] as? [String: String])?["date"] == "2026-01-02T03:04:05Z")
    }

    @Test func theOutputIsStable() {
        let once = ExportFormat.googleBenchmark.render(ExportFixture.file)
        #expect(once == ExportFormat.googleBenchmark.render(ExportFixture.file))
    }
}
