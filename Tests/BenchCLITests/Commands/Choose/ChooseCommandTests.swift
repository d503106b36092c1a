@testable import BenchCLI
import Foundation
import SyncBench
import TestSupport
import Testing

/// `bench choose` in-process on the fixtures: the decision table in each format, and one line and an exit status for
/// what it cannot read.
@Suite("bench choose: which lock for your code, from a results file")
struct ChooseCommandTests {
    static func fixture(_ name: String) throws -> String {
        try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: "csv")).path
    }

    @Test("A real quick run: every row recommends a lock fit for application code; the spinlocks are named below, with the reason")
    func aRealRunRecommendsOnlyFitLocks() throws {
        let result = bench("choose", try Self.fixture("kernels-run"), "--format", "markdown")
        #expect(result.code == .success, "\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.first == "| your code | reach for | the evidence | choose otherwise when |")
        let rows = lines.filter { $0.hasPrefix("| ") }.dropFirst()
        #expect(rows.map { $0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces) } == Scenario.allCases.map(\.title))
        for row in rows {
            let reachFor = row.split(separator: "|")[1]
            #expect(!reachFor.contains("spinlock"), "\(row)")
        }
        #expect(lines.contains { $0.hasPrefix("- **Not recommended for application code**: `ttas_spinlock` and `pthread_spinlock`: their waiters spin") })
    }

    @Test("On Darwin, os_unfair_lock is a candidate like any other lock, even read on Linux, whose catalog lacks it")
    func darwinsUnfairLockIsACandidate() throws {
        let result = bench("choose", try Self.fixture("darwin-fixture"))
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.contains("  - One thread at a time: os_unfair_lock or Mutex: no difference resolved. Uncontended, "))
    }

    @Test func theTextNamesTheMachineAndTheJSONIsForTools() throws {
        let path = try Self.fixture("kernels-run")
        let text = bench("choose", path)
        #expect(text.out.hasPrefix("  Which lock for your code (\(path): vm, AuthenticAMD family 25 model 17 stepping 1, 2026-11-28T04:56:06Z), "))
        let json = bench("choose", path, "--format=json")
        #expect(json.code == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let rows = try #require(object["rows"] as? [[String: Any]])
        #expect(rows.map { $0["scenario"] as? String } == Scenario.allCases.map(\.rawValue))
    }

    @Test("What it cannot read is one line and exit 65; a wrong command line the usage and exit 64")
    func badInput() throws {
        let missing = bench("choose", "/no/such/run.csv")
        #expect(missing.code == .dataError)
        #expect(missing.err == "bench: error: /no/such/run.csv: no such file or folder\n")
        let folder = try TemporaryFolder("choose")
        let garbage = folder.path + "/garbage.csv"
        try "not,a,results,file\n".write(toFile: garbage, atomically: true, encoding: .utf8)
        let unreadable = bench("choose", garbage)
        #expect(unreadable.code == .dataError)
        #expect(unreadable.err.hasPrefix("bench: error: \(garbage): ") && unreadable.err.split(separator: "\n").count == 1, "\(unreadable.err)")
        for arguments in [["choose", "a.csv", "b.csv"], ["choose", "--format", "yaml"], ["choose", "--frobnicate"]] {
            let result = bench(arguments: arguments)
            #expect(result.code == .usage, "\(arguments)")
            #expect(result.err.hasPrefix("bench: error: ") && result.err.contains("USAGE: bench choose"), "\(result.err)")
        }
    }
}
