import SyncBench
import Testing

/// github-action-benchmark's customSmallerIsBetter format from fixed rows.
@Suite("Export: github-action-benchmark")
struct GitHubActionBenchmarkExportTests {
    static func entries() throws -> [[String: String]] {
        let parsed = try #require(try ExportFixture.parse(ExportFormat.githubActionBenchmark.render(ExportFixture.file)) as? [[String: Any]])
        return parsed.map { entry in entry.mapValues { "\($0)" } }
    }

    @Test func oneEntryPerCaseWithNameUnitValueRangeAndExtra() throws {
        let entries = try Self.entries()
        #expect(entries.map { $0["name"] } == ExportFixture.names)
        #expect(entries.map { $0["unit"] } == ["ns/op", "ns/op", "ns"])
        #expect(entries.map { $0["value"] } == ["13", "40", "57000"])
        #expect(entries[0]["range"] == "93.8% CI 12.0 to 14.0")
        #expect(entries[0]["extra"] == "windows: 5 in 3 rounds\nthreads: 1\nmean: 13.0 ns/op\ncv: 6.1%\nmeasured under load: no")
        #expect(entries.allSatisfy { Set($0.keys).isSubset(of: ["name", "unit", "value", "range", "extra"]) })
    }

    @Test func aSingleWindowSaysSoAndHasNoRange() throws {
        let entry = try Self.entries()[1]
        #expect(entry["extra"] == "windows: 1\nthreads: 2\nmean: 40.0 ns/op")
        #expect(entry["range"] == nil, "a 0% interval: \(entry["range"] ?? "")")
    }
}
