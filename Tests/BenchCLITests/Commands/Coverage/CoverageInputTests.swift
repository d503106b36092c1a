import Foundation
@testable import BenchCLI
import SyncBench
import TestSupport
import Testing

/// `bench coverage` over runs it is given: each run counts once, a run cut short is left out with a word, and runs
/// that share no case are an error, not an empty table that exits 0.
@Suite("bench coverage: the runs it reads")
struct CoverageInputTests {
    private let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("coverage-input")
    }

    /// The fixture run `full-run`, `change`d and written into the scratch folder as `name`.
    private func run(_ name: String, _ change: (inout ResultsFile) -> Void = { _ in }) throws -> String {
        let text = try String(contentsOfFile: try PlotTests.fixture("full-run"), encoding: .utf8)
        var file = try ResultsFile(parsing: text)
        change(&file)
        let path = scratch.path + "/" + name
        try file.text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func theSameRunNamedTwiceIsRefused() throws {
        let first = try run("a.csv")
        let result = bench("coverage", first, scratch.path)
        #expect(result.code == .dataError)
        #expect(result.err == "bench: error: \(scratch.path)/a.csv: the same run as \(first); each run counts once\n")
    }

    @Test func runsThatShareNoCaseAreAnError() throws {
        let first = try run("a.csv")
        let other = try run("b.csv") { file in
            for index in file.results.indices { file.results[index].primitive = "other_" + file.results[index].primitive }
        }
        let third = try run("c.csv") { file in
            for index in file.results.indices { file.results[index].primitive = "third_" + file.results[index].primitive }
        }
        let result = bench("coverage", first, other, third)
        #expect(result.code == .dataError)
        #expect(result.err == "bench: error: no case has an interval in two of the 3 runs or more (runs of different suites?)\n")
        #expect(result.out.isEmpty)
    }

    @Test func aRunCutShortIsLeftOutAndSaidSo() throws {
        let first = try run("a.csv")
        let second = try run("b.csv") { file in file.results[0].samples = file.results[0].samples.map { $0 * 1.01 } }
        let third = try run("d.csv") { file in file.results[0].samples = file.results[0].samples.map { $0 * 0.99 } }
        let cut = try run("c.csv") { file in file.setRunStatus(.interrupted("3 of 57 measurements")) }
        let result = bench("coverage", first, second, cut, third)
        #expect(result.code == .success, "\(result.err)")
        #expect(result.err == "bench: warning: left out \(cut): not complete (run_status: interrupted (3 of 57 measurements))\n")
        #expect(result.out.contains("Coverage over 3 runs"))
        #expect(result.out.contains("the medians moved"))
    }

    @Test func fewerThanThreeCompleteRunsAreAUsageError() throws {
        let first = try run("a.csv")
        let second = try run("b.csv") { file in file.results[0].samples = file.results[0].samples.map { $0 * 1.01 } }
        let cut = try run("c.csv") { file in file.setRunStatus(.interrupted("3 of 57 measurements")) }
        let result = bench("coverage", first, second, cut)
        #expect(result.code == .usage)
        #expect(result.err.hasSuffix("bench: error: coverage needs 3 complete runs or more, 2 given: the median of fewer says little\n"))
        #expect(result.out.isEmpty)
    }

    @Test func runsOfDifferentCommandsAreAUsageError() throws {
        let first = try run("a.csv") { file in file.setMetadata("command", "/tmp/bench run --threads 2 --output /tmp/a.csv") }
        let second = try run("b.csv") { file in file.setMetadata("command", "bench --threads 2 --output /tmp/b.csv --force --progress lines") }
        let other = try run("c.csv") { file in file.setMetadata("command", "bench run --threads 1 --output=/tmp/c.csv") }
        let result = bench("coverage", first, second, other)
        #expect(result.code == .usage)
        #expect(result.err == "bench: error: \(first) and \(other) are runs of different commands ('--threads 2' and '--threads 1'); "
            + "coverage compares runs of one command\n")
        #expect(result.out.isEmpty)
    }

    @Test func aCommandIsComparedWithoutItsFileAndProgress() {
        #expect(RunCommandLine.essence(of: "/x/bench run --filter ^a$ --output r.csv --force --progress=lines --forks 10/5m") == "--filter ^a$ --forks 10/5m")
        #expect(RunCommandLine.essence(of: "bench") == "")
    }
}
