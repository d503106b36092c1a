import BenchCLI
import Foundation
import Suite
import SyncBench
import TestSupport
import Testing

/// `bench compare` and `bench run --baseline` end to end in-process, on fixture files written to a temporary folder.
@Suite("bench compare: reports and exit codes", .serialized)
struct CompareCommandTests {
    var folder: String { scratch.path }
    private let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("compare")
    }

    static let steady: [Double] = [99.6, 100.2, 99.8, 100.4, 100.0, 99.7, 100.1, 100.3, 99.9]

    static func result(_ primitive: String, threads: Int = 1, _ samples: [Double]) -> CaseResult {
        CaseResult(
            benchmark: threads == 1 ? .uncontended : .contended, primitive: primitive, workload: "increment", threads: threads,
            oversubscribed: false, windowSeconds: 0.03, totalOperations: 1_000, samples: samples, lostUpdates: 0, batchSize: 10, status: .ok
        )
    }

    /// Writes a results file of `results` named `name` and returns its path.
    func write(_ name: String, _ results: [CaseResult], cpu: String = "AMD EPYC") throws -> String {
        let path = "\(folder)/\(name)"
        let file = ResultsFile(metadata: [("host", "vm"), ("cpu_model", cpu), ("swift", "6.3.1"), ("build", "release")], results: results)
        try file.text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A baseline of two cases, and a current file where NSLock is 20% slower.
    func regressed() throws -> (baseline: String, current: String) {
        (
            try write("base.csv", [Self.result("pthread_mutex", Self.steady), Self.result("NSLock", Self.steady)]),
            try write("slow.csv", [Self.result("pthread_mutex", Self.steady), Self.result("NSLock", Self.steady.map { $0 * 1.2 })])
        )
    }

    @Test func nothingChangedExitsZero() throws {
        let baseline = try write("a.csv", [Self.result("pthread_mutex", Self.steady)])
        let result = bench("compare", baseline, baseline)
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.contains("uncontended  pthread_mutex"))
        #expect(result.out.contains("No regression."))
        #expect(result.out.contains("Slowdowns it could call: beyond 5.0% in the one judged case (5.0%)"))
    }

    @Test func aRegressionExitsTwoAndComesFirst() throws {
        let (baseline, current) = try regressed()
        let result = bench("compare", baseline, current)
        #expect(result.code == .regression)
        let rows = result.out.split(separator: "\n").filter { $0.hasPrefix("  uncontended") }
        #expect(rows.first?.contains("NSLock") == true)
        #expect(rows.first?.contains("+20.0%") == true)
        #expect(rows.first?.hasSuffix("regression") == true)
        #expect(result.out.contains("1 regression, 0 improvements, 1 unchanged, 0 too noisy, 0 failed"))
    }

    @Test func markdownIsATableForCI() throws {
        let (baseline, current) = try regressed()
        let result = bench("compare", baseline, current, "--format", "markdown")
        #expect(result.code == .regression)
        let lines = result.out.split(separator: "\n")
        #expect(lines.first == "## syncbench compare: regression")
        #expect(lines.contains("| benchmark | primitive | workload | threads | baseline ns/op | current ns/op | change | p | samples | could call | verdict |"))
        #expect(lines.contains("|---|---|---|---:|---:|---:|---:|---:|---|---:|---|"))
        #expect(lines.contains { $0.hasPrefix("| **uncontended** | **NSLock** |") && $0.hasSuffix("| **regression** |") })
        #expect(lines.contains { $0.hasSuffix("Slowdowns it could call: beyond 5.0% in the median case of 2 judged (5.0%).") })
        // The current side's findings close the summary, the decision table first, then the rankings; its rows take the
        // suite's roles by name.
        let table = try #require(lines.firstIndex { $0.hasPrefix("### Which lock for your code (the machine of `") && $0.contains("slow.csv`") })
        let rankings = try #require(lines.firstIndex { $0.hasPrefix("### Rankings of every lock, spinlocks included") && $0.hasSuffix("slow.csv`") })
        #expect(table < rankings)
        #expect(lines[table + 1] == "| your code | reach for | the evidence | choose otherwise when |")
        #expect(lines[table + 3].hasPrefix("| one thread at a time | `pthread_mutex` | uncontended, ns per lock/unlock pair: `pthread_mutex` 100 "))
        #expect(lines.last == "- Cheapest lock uncontended: pthread_mutex at 100 ns per lock/unlock pair [99.7, 100]; next NSLock 120 ns.")
    }

    @Test func jsonIsForTools() throws {
        let (baseline, current) = try regressed()
        let result = bench("compare", baseline, current, "--format=json", "--threshold", "10%")
        #expect(result.code == .regression)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "syncbench-compare/1")
        #expect(object["regression"] as? Bool == true)
        #expect(object["threshold"] as? Double == 0.1)
        let cases = try #require(object["cases"] as? [[String: Any]])
        #expect(cases.count == 2)
        #expect(cases[0]["verdict"] as? String == "regression")
        #expect(abs((cases[0]["ratio"] as? Double ?? 0) - 1.2) < 1e-9)
        #expect((cases[0]["key"] as? [String: Any])?["primitive"] as? String == "NSLock")
        #expect(cases[0]["p_value"] is Double)
        #expect((object["tally"] as? [String: Int])?["unchanged"] == 1)
        // At a 10% threshold, with steady windows, the threshold is what limits both cases.
        #expect(abs((object["detectable_slowdown_median"] as? Double ?? 0) - 0.1) < 1e-9)
        #expect(abs((cases[0]["detectable_slowdown"] as? Double ?? 0) - 0.1) < 1e-9)
        let choices = try #require(object["choices"] as? [String: Any])
        let rows = try #require(choices["rows"] as? [[String: Any]])
        #expect(rows.map { $0["scenario"] as? String } == ["one_thread"])
        #expect(rows.first?["reach_for"] as? [String] == ["pthread_mutex"])
        #expect(rows.first?["unit"] as? String == "ns")
        #expect((rows.first?["chosen"] as? [String: Any])?["primitive"] as? String == "pthread_mutex")
        #expect((rows.first?["runner_up"] as? [String: Any])?["primitive"] as? String == "NSLock")
        #expect((choices["notes"] as? [[String: Any]])?.contains { $0["heading"] as? String == "Not in the table" } == true)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["kind"] as? String } == ["cheapest_uncontended"])
        #expect((findings.first?["line"] as? String)?.hasPrefix("Cheapest lock uncontended: pthread_mutex at 100 ns") == true)
        #expect(findings.first?["noisy"] as? Bool == false)
    }

    @Test("An inversion this machine could not run is listed as unavailable, not as a case with 0 windows")
    func unavailableCasesAreListedNotJudged() throws {
        let inversion = CaseResult(
            benchmark: .inversion, primitive: "pthread_mutex", workload: "hold=50us burst=20ms", threads: 3, oversubscribed: true,
            windowSeconds: 1e-9, totalOperations: 0, samples: [], lostUpdates: 0, batchSize: 1,
            status: .unavailable("SCHED_FIFO refused (Operation not permitted)")
        )
        let file = try write("un.csv", [inversion, Self.result("pthread_mutex", Self.steady)])
        for judgeAll in [[], ["--judge-all"]] {
            let result = bench(arguments: ["compare", file, file] + judgeAll)
            #expect(result.code == .success)
            #expect(result.err.isEmpty, "\(result.err)")
            #expect(result.out.split(separator: "\n").contains { $0.hasPrefix("  inversion") && $0.hasSuffix("unavailable in both") })
            #expect(result.out.contains("0 regressions, 0 improvements, 1 unchanged, 0 too noisy, 0 failed, 1 unavailable"))
            #expect(result.out.contains("in the one judged case"))
        }
    }

    @Test("With 2 to 4 forks the test is on the windows, but every format shows the file's own figure, the median of the forks' medians")
    func theFiguresShownAreTheFiles() throws {
        // Fork medians 10, 11 and 12: the file's figure is 11, while the nine windows' median is 12.
        var forked = Self.result("pthread_mutex", [10, 10, 14, 11, 11, 14, 12, 12, 14])
        (forked.samplesPerRound, forked.forks) = ([3, 3, 3], 3)
        #expect(forked.nanosecondsPerOperation == 11 && forked.sample.median == 12)
        let file = try write("forked.csv", [forked])
        let text = bench("compare", file, file)
        #expect(text.out.split(separator: "\n").contains { $0.hasPrefix("  uncontended") && $0.contains("   11.0           11.0") }, "\(text.out)")
        let markdown = bench("compare", file, file, "--format", "markdown")
        #expect(markdown.out.contains("| uncontended | pthread_mutex | increment | 1 | 11.0 | 11.0 | +0.0% |"), "\(markdown.out)")
        let json = bench("compare", file, file, "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let cases = try #require(object["cases"] as? [[String: Any]])
        #expect(cases.first?["baseline_ns_per_op"] as? Double == 11 && cases.first?["current_ns_per_op"] as? Double == 11)
        #expect(cases.first?["samples_are"] as? String == "windows")
    }

    @Test func casesInOneFileOnlyAreListedNotFatal() throws {
        let baseline = try write("a.csv", [Self.result("pthread_mutex", Self.steady), Self.result("NSLock", Self.steady)])
        let current = try write("b.csv", [Self.result("pthread_mutex", Self.steady), Self.result("spin", Self.steady)])
        let result = bench("compare", baseline, current)
        #expect(result.code == .success)
        #expect(result.out.contains("Only in the baseline (not compared): uncontended NSLock increment threads=1"))
        #expect(result.out.contains("Only in the current file (not compared): uncontended spin increment threads=1"))
    }

    @Test func differentMachinesWarnOnStandardError() throws {
        let baseline = try write("a.csv", [Self.result("pthread_mutex", Self.steady)])
        let current = try write("b.csv", [Self.result("pthread_mutex", Self.steady)], cpu: "Intel Xeon")
        let result = bench("compare", baseline, current)
        #expect(result.code == .success)
        #expect(result.err.contains("bench: warning: cpu_model differs: baseline 'AMD EPYC', current 'Intel Xeon'"))
    }

    @Test("Files that cannot be compared exit 65 with one line naming the file", arguments: [
        ("missing.csv", nil, "missing.csv: no such file or folder"),
        ("empty.csv", "", "empty.csv: the file is empty"),
        ("schema.csv", "# schema: syncbench/99\nbenchmark\n", "schema.csv: schema syncbench/99 is not one this reader supports (syncbench/1, syncbench/2)"),
        ("other.csv", "a,b\n1,2\n", "other.csv: no '# schema:' line: not a syncbench results file"),
        ("header.csv", "# schema: syncbench/1\n" + ResultsColumn.allCases.map(\.rawValue).joined(separator: ",") + "\n", "header.csv: has no cases"),
    ])
    func unusableFiles(_ name: String, _ content: String?, _ message: String) throws {
        let good = try write("good.csv", [Self.result("pthread_mutex", Self.steady)])
        let path = "\(folder)/\(name)"
        if let content { try content.write(toFile: path, atomically: true, encoding: .utf8) }
        for arguments in [["compare", path, good], ["compare", good, path]] {
            let result = bench(arguments: arguments)
            #expect(result.code == .dataError)
            #expect(result.err == "bench: error: \(path.replacingOccurrences(of: name, with: message))\n", "\(result.err)")
            #expect(result.out.isEmpty)
        }
    }

    @Test("A pipe reads like a file (/dev/stdin, <(...)), and a path that cannot be read says the system's reason")
    func pipesAreReadAndFailuresSayWhy() throws {
        let good = try write("good.csv", [Self.result("pthread_mutex", Self.steady)])
        // What a shell's <(cat good.csv) hands bench: /dev/fd/N, the reading end of a pipe.
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(try #require(FileManager.default.contents(atPath: good)))
        try pipe.fileHandleForWriting.close()
        let piped = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
        let result = bench("compare", piped, good)
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.contains("against the baseline \(piped)"))
        let loop = "\(folder)/loop.csv"
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let looped = bench("compare", loop, good)
        #expect(looped.code == .dataError)
        #expect(looped.err == "bench: error: \(loop): cannot be read: Too many levels of symbolic links\n")
    }

    @Test func foldersArePooledAsRuns() throws {
        try FileManager.default.createDirectory(atPath: "\(folder)/base", withIntermediateDirectories: false)
        try FileManager.default.createDirectory(atPath: "\(folder)/current", withIntermediateDirectories: false)
        for run in 1...3 {
            let jitter = 1 + Double(run) / 1_000
            _ = try write("base/\(run).csv", [Self.result("pthread_mutex", Self.steady.map { $0 * jitter })])
            _ = try write("current/\(run).csv", [Self.result("pthread_mutex", Self.steady.map { $0 * 1.2 * jitter })])
        }
        // Neither a note, a run's forks file, a hidden file, a file being written, nor a folder named like a run is a run.
        try "not a results file".write(toFile: "\(folder)/current/notes.txt", atomically: true, encoding: .utf8)
        try "# schema: \(ForksFile.tag)\nhost,benchmark\n".write(toFile: "\(folder)/current/1.forks.csv", atomically: true, encoding: .utf8)
        try "a,b\n".write(toFile: "\(folder)/current/.hidden.csv", atomically: true, encoding: .utf8)
        try "a,b\n".write(toFile: "\(folder)/current/4.csv.tmp-123", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: "\(folder)/current/old.csv", withIntermediateDirectories: false)
        let result = bench("compare", "\(folder)/base", "\(folder)/current")
        #expect(result.code == .regression, "\(result.err)")
        #expect(result.out.contains("syncbench compare: \(folder)/current (3 runs pooled) against the baseline \(folder)/base (3 runs pooled)"))
        // 27 windows a side, in three rounds of nine; the paths stay paths for tools.
        let json = bench("compare", "\(folder)/base", "\(folder)/current", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(object["current"] as? String == "\(folder)/current")
        #expect(object["current_runs"] as? Int == 3)
        let cases = try #require(object["cases"] as? [[String: Any]])
        #expect(cases.first?["baseline_samples"] as? Int == 27)
        let single = bench("compare", "\(folder)/base/1.csv", "\(folder)/current", "--format", "json")
        let singleObject = try #require(try JSONSerialization.jsonObject(with: Data(single.out.utf8)) as? [String: Any])
        #expect(singleObject["baseline_runs"] as? Int == 1)
    }

    @Test("Runs linked into a folder are pooled like the files themselves; a dangling link is no run")
    func symbolicLinksInAFolderAreFollowed() throws {
        let first = try write("first.csv", [Self.result("pthread_mutex", Self.steady)])
        _ = try write("second.csv", [Self.result("pthread_mutex", Self.steady.map { $0 * 1.001 })])
        let links = "\(folder)/links"
        try FileManager.default.createDirectory(atPath: links, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: "\(links)/1.csv", withDestinationPath: first)
        try FileManager.default.createSymbolicLink(atPath: "\(links)/2.csv", withDestinationPath: "../second.csv")
        try FileManager.default.createSymbolicLink(atPath: "\(links)/3.csv", withDestinationPath: "\(folder)/gone.csv")
        let result = bench("compare", links, first)
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.contains("against the baseline \(links) (2 runs pooled)"))
    }

    @Test func aFolderWithoutResultsWithABadOneOrWithACopyExits65() throws {
        let good = try write("good.csv", [Self.result("pthread_mutex", Self.steady)])
        try FileManager.default.createDirectory(atPath: "\(folder)/none", withIntermediateDirectories: false)
        let empty = bench("compare", "\(folder)/none", good)
        #expect(empty.code == .dataError)
        #expect(empty.err == "bench: error: \(folder)/none: the folder holds no .csv results file\n")
        try FileManager.default.createDirectory(atPath: "\(folder)/mixed", withIntermediateDirectories: false)
        _ = try write("mixed/1.csv", [Self.result("pthread_mutex", Self.steady)])
        try "a,b\n1,2\n".write(toFile: "\(folder)/mixed/2.csv", atomically: true, encoding: .utf8)
        let bad = bench("compare", good, "\(folder)/mixed")
        #expect(bad.code == .dataError)
        #expect(bad.err == "bench: error: \(folder)/mixed/2.csv: no '# schema:' line: not a syncbench results file\n")
        // results/ holds latest.csv, a copy of the newest run: pooling it would count that run twice.
        try FileManager.default.createDirectory(atPath: "\(folder)/copies", withIntermediateDirectories: false)
        _ = try write("copies/latest.csv", [Self.result("pthread_mutex", Self.steady)])
        _ = try write("copies/run-1.csv", [Self.result("pthread_mutex", Self.steady)])
        let twice = bench("compare", good, "\(folder)/copies")
        #expect(twice.code == .dataError)
        #expect(twice.err == "bench: error: \(folder)/copies/run-1.csv: the same run as \(folder)/copies/latest.csv; "
            + "each run counts once\n")
    }

    @Test func noCaseInCommonExits65() throws {
        let baseline = try write("a.csv", [Self.result("pthread_mutex", Self.steady)])
        let current = try write("b.csv", [Self.result("NSLock", Self.steady)])
        let result = bench("compare", baseline, current)
        #expect(result.code == .dataError)
        #expect(result.err.contains("have no case in common"))
    }

    @Test("Usage errors exit 64", arguments: [
        (["compare"], "compare needs two files"),
        (["compare", "a.csv"], "compare needs two files"),
        (["compare", "a.csv", "b.csv", "c.csv"], "unexpected argument 'c.csv'"),
        (["compare", "a.csv", "b.csv", "--threshold", "5"], "--threshold '5' is outside 0.1%...100%"),
        (["compare", "a.csv", "b.csv", "--threshold", "lots"], "--threshold 'lots' is not a percentage or a fraction"),
        (["compare", "a.csv", "b.csv", "--alpha", "1.5"], "--alpha '1.5' must be a number between 0 and 1"),
        (["compare", "a.csv", "b.csv", "--format", "html"], "--format 'html' is not one of text, markdown, json"),
        (["compare", "a.csv", "b.csv", "--bogus"], "unknown option '--bogus'"),
        (["run", "--slowdown", "0"], "--slowdown '0' is outside 1%...1000%"),
    ])
    func usage(_ arguments: [String], _ message: String) {
        let result = bench(arguments: arguments)
        #expect(result.code == .usage)
        #expect(result.err.hasPrefix("bench: error: "))
        #expect(result.err.contains(message), "\(result.err)")
    }

    @Test func thresholdTakesAPercentageOrAFraction() throws {
        let percent = try CompareOptions.parse(["a", "b", "--threshold", "7.5%", "--alpha", "0.01", "--judge-all"])
        let fraction = try CompareOptions.parse(["a", "b", "--threshold=0.075", "--alpha=0.01", "--judge-all"])
        #expect(percent == fraction)
        #expect(percent.policy == ComparisonPolicy(threshold: 0.075, alpha: 0.01, judgeAll: true))
        #expect(try RunOptions.parse(["--slowdown", "15%", "--baseline", "x.csv"]).slowdown == 0.15)
    }

    @Test func helpShowsTheExitCodes() {
        let result = bench("compare", "--help")
        #expect(result.code == .success)
        #expect(result.out.contains("USAGE: bench compare BASELINE.csv CURRENT.csv"))
        #expect(result.out.contains("65 the files cannot be compared"))
    }

    @Test func runWithABadBaselineExits65BeforeMeasuring() throws {
        let output = "\(folder)/never.csv"
        let result = bench("run", "--allow-debug", "--baseline", "\(folder)/missing.csv", "--output", output)
        #expect(result.code == .dataError)
        #expect(result.err == "bench: error: \(folder)/missing.csv: no such file or folder\n")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func runWithABaselineComparesAtTheEnd() throws {
        let baseline = try write("base.csv", [Self.result("pthread_mutex", Self.steady)])
        let output = "\(folder)/run.csv"
        let result = bench(arguments: [
            "run", "--allow-debug", "--filter", "^pthread_mutex$", "--threads", "1", "--warmup", "5ms", "--duration", "5ms",
            "--repetitions", "3", "--forks", "1", "--rounds", "1", "--output", output, "--baseline", baseline,
        ], catalog: .deterministicDefault)
        // The verdict depends on this machine's speed; the comparison's presence does not.
        #expect([ExitCode.success, .regression].contains(result.code), "\(result.err)")
        #expect(result.out.contains("syncbench compare: \(output) against the baseline \(baseline)"))
        #expect(result.out.contains("uncontended  pthread_mutex"))
        #expect(result.out.contains("Only in the current file (not compared): contended pthread_mutex increment threads=1"))
    }

    @Test("The findings of an older file's rows take their roles from the catalog bench runs with, a package's own lock included")
    func findingsHonourTheCatalogGiven() throws {
        // Rows without a role, as files written before the role column have them: only a catalog knows them.
        let file = try write("own.csv", [Self.result("own_lock", Self.steady), Self.result("pthread_mutex", Self.steady.map { $0 * 2 })])
        let own = Subject(name: "own_lock", role: .lock, summary: "a lock of the package's own", excludes: true) { _ in
            RunMeasurement(windows: [], totals: OperationTotals(operations: 0), invariant: nil, batchSize: 1, stuckWorkers: [])
        }
        let arguments = ["compare", file, file, "--format", "markdown"]
        let withOwn = bench(arguments: arguments, catalog: DefaultSuite.catalog.adding([own]))
        #expect(withOwn.code == .success, "\(withOwn.err)")
        #expect(withOwn.out.contains("Cheapest lock uncontended: own_lock at 100 ns"), "\(withOwn.out)")
        let withoutOwn = bench(arguments: arguments)
        #expect(withoutOwn.out.contains("Cheapest lock uncontended: pthread_mutex at 200 ns"), "\(withoutOwn.out)")
    }
}
