import SyncBench
import Testing

/// One row per (case, window), read back with our own CSV reader.
@Suite("Export: long CSV")
struct LongCSVExportTests {
    @Test func everyWindowIsARowWithItsRound() throws {
        let document = try CSV.parse(ExportFormat.longCSV.render(ExportFixture.file))
        #expect(document.records.first?.fields == LongCSVExport.columns)
        let rows = document.records.dropFirst().map(\.fields)
        #expect(rows.count == 5 + 1 + 3)
        #expect(rows[0] == ["ci-runner", ExportFixture.names[0], "uncontended", "pthread_mutex", "increment", "1", "1", "1", "13.0", "no"])
        #expect(rows.prefix(5).map { $0[6] } == ["1", "1", "2", "2", "3"])
        #expect(rows.prefix(5).map { Double($0[8]) } == [13, 12, 14, 12.5, 13.5])
        #expect(rows[5] == ["ci-runner", ExportFixture.names[1], "contended", "NSLock", "increment cs=50ns think=0ns", "2", "1", "1", "40.0", ""])
        #expect(!rows.contains { $0[3] == "broken_lock" })
    }
}
