@testable import BenchCLI
import Foundation
import SyncBench
import TestSupport
import Testing

/// `bench export` in-process: arguments, exit statuses, where the text goes, what is left out.
@Suite("bench export: results in the formats CI tools read")
struct ExportCommandTests {
    var folder: String { scratch.path }
    private let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("export")
    }

    static func fixture() throws -> String {
        try #require(Bundle.module.url(forResource: "Fixtures/full-run", withExtension: "csv")).path
    }

    @Test("Every format writes to standard output by default", arguments: ExportFormat.allCases)
    func writesToStandardOutput(_ format: ExportFormat) throws {
        let result = bench("export", try Self.fixture(), "--format", format.rawValue)
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out == format.render(try ResultsInput.read(try Self.fixture())))
        #expect(result.out.contains(format == .jmh ? "syncbench.uncontended.pthread_mutex" : "uncontended/pthread_mutex/increment/1"))
    }

    @Test func outputGoesToAFileAndReplacesIt() throws {
        let path = folder + "/bmf.json"
        try "old".write(toFile: path, atomically: true, encoding: .utf8)
        let result = bench("export", try Self.fixture(), "--format", "bmf", "--output", path)
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.isEmpty)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("{\n  \"contended/"))
    }

    @Test func aFolderOfRunsIsPooled() throws {
        let csv = try String(contentsOfFile: try Self.fixture(), encoding: .utf8)
        try csv.write(toFile: folder + "/1.csv", atomically: true, encoding: .utf8)
        try csv.replacingOccurrences(of: "# date: ", with: "# date: 1").write(toFile: folder + "/2.csv", atomically: true, encoding: .utf8)
        let single = bench("export", try Self.fixture(), "--format", "long-csv")
        let pooled = bench("export", folder, "--format", "long-csv")
        #expect(pooled.code == .success, "\(pooled.err)")
        #expect(pooled.out.split(separator: "\n").count - 1 == 2 * (single.out.split(separator: "\n").count - 1))
    }

    @Test func failedCasesAreNamedOnStandardError() throws {
        var file = try ResultsInput.read(try Self.fixture())
        file.results[0].status = .invariantViolated(lost: 2)
        let path = folder + "/failed.csv"
        try file.text.write(toFile: path, atomically: true, encoding: .utf8)
        let result = bench("export", path, "--format", "github-action-benchmark")
        #expect(result.code == .success)
        #expect(result.err == "bench: note: left out 1 case(s) that failed or cannot run here: uncontended pthread_mutex increment threads=1 (invariant_violated)\n")
        #expect(!result.out.contains("\"uncontended/pthread_mutex/increment/1\""))
    }

    @Test func aMissingFileIsADataError() {
        let result = bench("export", folder + "/absent.csv", "--format", "bmf")
        #expect(result.code == .dataError)
        #expect(result.err == "bench: error: \(folder)/absent.csv: no such file or folder\n")
    }

    @Test func anUnwritableOutputCannotBeCreated() throws {
        let result = bench("export", try Self.fixture(), "--format", "bmf", "--output", folder + "/no/such/folder/x.json")
        #expect(result.code == .cannotCreate)
        #expect(result.err.hasPrefix("bench: error: "))
    }

    @Test("Usage errors", arguments: [
        (["export"], "export needs a results file or a folder of runs"),
        (["export", "a.csv"], "export needs --format"),
        (["export", "a.csv", "--format", "xml"], "--format 'xml' is not one of gbench-json, bmf, github-action-benchmark, jmh-json, long-csv"),
        (["export", "a.csv", "--format", "bmf", "--aggregates-only"], "--aggregates-only applies to --format gbench-json only"),
        (["export", "a.csv", "b.csv", "--format", "bmf"], "unexpected argument 'b.csv'"),
        (["export", "a.csv", "--format", "bmf", "--frobnicate"], "unknown option '--frobnicate'"),
    ])
    func usageErrors(_ arguments: [String], _ message: String) {
        let result = bench(arguments: arguments)
        #expect(result.code == .usage)
        #expect(result.err.hasPrefix("bench: error: \(message)\n"), "\(result.err)")
        #expect(result.err.contains("USAGE: bench export"))
    }

    @Test func parsesEveryOption() throws {
        let options = try ExportOptions.parse(["run.csv", "--format=gbench-json", "--aggregates-only", "--output", "out.json"])
        #expect(options == ExportOptions(input: "run.csv", format: .googleBenchmark, output: "out.json", aggregatesOnly: true))
    }

    @Test func helpShowsTheUsage() {
        let result = bench("export", "--help")
        #expect(result.code == .success)
        #expect(result.out.contains("USAGE: bench export FILE|FOLDER --format FORMAT"))
    }
}
