@testable import BenchCLI
import Foundation
import SyncBench
import TestSupport
import Testing

@Suite("Usage errors: one clear line, the usage, exit 64")
struct UsageErrorTests {
    @Test("Bad values and unknown options", arguments: [
        (["run", "--threads", "0"], "--threads '0': a thread count must be at least 1"),
        (["run", "--threads", "x"], "--threads 'x': 'x' is not a whole number"),
        (["run", "--threads", "-2"], "--threads '-2': a thread count must be at least 1"),
        (["run", "--threads", "1,,2"], "--threads '1,,2': '' is not a whole number"),
        (["run", "--threads", "5000"], "5000 is above the cap of 1024"),
        (["run", "--duration", "-1s"], "--duration must be positive, not '-1s'"),
        (["run", "--duration", "2"], "--duration '2' needs a unit"),
        (["run", "--duration", "fast-ms"], "--duration 'fast-ms' is not a duration"),
        (["run", "--duration", "2h"], "--duration '2h' is not a duration (a number and a unit: ns, us, ms, s or m"),
        (["run", "--wait-steady", "2h"], "--wait-steady '2h' is not a duration (a number and a unit: ns, us, ms, s or m"),
        (["run", "--wait-steady", "2h", "--quick"], "--wait-steady '2h' is not a duration"),
        (["run", "--wait-steady", ".5"], "--wait-steady '.5' needs a unit"),
        (["run", "--wait-steady", "4s"], "--wait-steady '4s' is shorter than one window of readings (5s), which could never hold still: give 5s...1h"),
        (["run", "--wait-steady=1ms"], "--wait-steady '1ms' is shorter than one window of readings (5s)"),
        (["run", "--wait-steady", "2m", "extra"], "unexpected argument 'extra'"),
        (["run", "--wait-steady", "90m"], "--wait-steady '90m' is outside 5s...1h"),
        (["run", "--repetitions", "0"], "--repetitions must be within 1...1000, not 0"),
        (["run", "--rounds", "0"], "--rounds must be within 1...100, not 0"),
        (["run", "--rounds", "2"], "--rounds spreads windows within one process: use it with --forks 1"),
        (["run", "--forks", "0"], "--forks must be within 1...100, not 0"),
        (["run", "--frobnicate"], "unknown option '--frobnicate'"),
        (["--threads"], "--threads needs a value"),
        (["run", "extra"], "unexpected argument 'extra'"),
        (["list", "--quick"], "unknown option '--quick'"),
        (["launch"], "unknown command 'launch'"),
        (["coverage"], "name the runs, or make them with --runs K --into DIR"),
        (["coverage", "--runs", "3"], "--runs 3 needs --into DIR for the runs"),
        (["coverage", "--runs", "2", "--into", "d"], "--runs must be within 3...100, not 2"),
        (["--forks", "1/5m"], "--forks '1/5m': one fork cannot be spread; give 2 or more, e.g. 10/5m"),
        (["--forks", "10/5"], "--forks '5' needs a unit"),
        (["coverage", "--into", "d", "a.csv"], "--into goes with --runs"),
        (["coverage", "--runs", "3", "--into", "d", "--output", "x.csv"], "--output is coverage's to choose"),
        (["coverage", "--runs", "3", "--into", "d", "--threads", "0"], "--threads '0': a thread count must be at least 1"),
        (["coverage", "--quick", "a.csv"], "unknown option '--quick'"),
        (["ab"], "ab needs the baseline executable"),
        (["ab", "a", "b", "c"], "unexpected argument 'c'"),
        (["ab", "a", "--forks", "3"], "--forks does not apply to bench ab: each pair round starts a fork of each side"),
        (["ab", "a", "--quick"], "--quick does not apply to bench ab: give ab a shorter --budget instead"),
        (["ab", "a", "--budget", "100ms"], "--budget '100ms' is too short to measure a pair"),
        (["ab", "a", "--threshold", "0"], "--threshold"),
        (["ab", "a", "--equivalence", "1.5"], "--equivalence '1.5' must be a number between 0 and 1"),
        (["ab", "a", "--format", "yaml"], "--format 'yaml' is not one of text, markdown, json"),
        (["ab", "a", "--threads", "x"], "--threads 'x': 'x' is not a whole number"),
        (["ab", "a", "--bogus"], "unknown option '--bogus'"),
        (["versus", "Mutex"], "versus needs two primitives, e.g. 'bench versus Mutex pthread_mutex'"),
        (["versus", "Mutex", "Mutex"], "versus needs two different primitives, not Mutex twice"),
        (["versus", "a", "b", "c"], "unexpected argument 'c'"),
        (["versus", "a", "b", "--precision", "0"], "--precision '0' is outside 0.1%...50%"),
        (["versus", "a", "b", "--confidence", "1.5"], "--confidence '1.5' is outside 50%...99.9%"),
        (["versus", "a", "b", "--budget", "61m"], "--budget '61m' is outside 1s...1h"),
        (["versus", "a", "b", "--format", "csv"], "--format 'csv' is not text or json"),
        (["versus", "a", "b", "--budget", "10ms"], "--budget '10ms' is too short to measure a pair"),
        (["versus", "a", "b", "--filter", "x"], "unknown option '--filter'"),
        (["versus", "Mutex", "NoSuchLock", "--allow-debug"], "no primitive is named 'NoSuchLock'; known: "),
        (["versus", "Mutex", "DispatchGroup", "--allow-debug"], "DispatchGroup has no uncontended case: versus measures locks"),
        (["run", "--allow-debug", "--kernels", "cachee"], "--kernels: no kernel is named 'cachee'; known: cache, queue, striped, tasks, or none"),
        (["run", "--kernels", "cache=101"], "--kernels 'cache=101': a read share in % must be within 0...100, not 101"),
        (["run", "--kernels", "striped=8/0"], "--kernels 'striped=8/0': a stripe count must be within 1...4096, not 0"),
        (["run", "--kernels", "queue=4"], "--kernels 'queue=4': queue takes no shape"),
        (["run", "--kernels", "cache=x"], "--kernels 'cache=x': 'x' is not a whole number (cache takes a read share in %)"),
        (["run", "--kernels", "cache,"], "--kernels 'cache,': an empty kernel name"),
        (["run", "--placement", "near"], "--placement 'near' is not one of compact, spread, os"),
        (["ab", "a", "--placement", "compact"], "--placement does not apply to bench ab: ab pins both sides of a pair to the same CPUs already"),
        (["versus", "a", "b", "--kernel", "cache=50,queue"], "--kernel names one kernel, with at most one shape"),
        (["versus", "a", "b", "--kernel", "cache=50/95"], "--kernel names one kernel, with at most one shape"),
        (["versus", "a", "b", "--packed"], "--packed shapes the striped kernel: give it with --kernel striped"),
        (["versus", "Mutex", "pthread_mutex", "--kernel", "nope", "--allow-debug"], "--kernel: no kernel is named 'nope'; known: cache"),
        (["versus", "Mutex", "no_lock", "--kernel", "cache", "--allow-debug"], "no_lock is not in the kernels: does not exclude"),
    ])
    func rejects(_ arguments: [String], _ message: String) {
        let captured = CapturedConsole()
        let code = BenchMain.run(arguments, console: captured.console)
        #expect(code == .usage)
        let lines = captured.err.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("bench: error: ") == true)
        #expect(lines.first?.contains(message) == true, "\(captured.err)")
        #expect(captured.err.contains("USAGE: bench"))
        #expect(captured.out.isEmpty)
    }

    @Test func parsesAGoodCommandLine() throws {
        let options = try RunOptions.parse(
            ["--threads=8,2,2,1", "--duration", "1.5s", "--filter", "NS", "--quick", "--repetitions", "9", "--forks", "1", "--rounds", "2"]
        )
        #expect(options.threads == [1, 2, 8])
        #expect(options.interleaving == Interleaving(rounds: 2))
        #expect(try RunOptions.parse([]).interleaving.rounds == RunOptions.standardForks)
        #expect(try RunOptions.parse(["--forks", "1"]).interleaving.rounds == Interleaving.standardRounds)
        let quick = try RunOptions.parse(["--quick"])
        #expect(quick.forkCount == RunOptions.quickForks)
        #expect(quick.plan(for: BenchmarkCase(benchmark: .contended, subject: .lock(NoLock.self), threads: 2)).repetitions == 3)
        #expect(try RunOptions.parse(["--quick", "--forks", "7"]).forkCount == 7)
        #expect(options.windowNanoseconds == 1_500_000_000)
        #expect(options.filter == "NS")
        #expect(options.quick)
        #expect(options.repetitions == 9)
    }

    @Test("--wait-steady takes a limit of one window or more, or none, and leaves an argument that is no attempt at one")
    func waitSteadyLimit() throws {
        #expect(try RunOptions.parse(["--wait-steady", "5s"]).waitSteadyNanoseconds == SteadyWait.shortestLimit)
        #expect(try RunOptions.parse(["--wait-steady"]).waitSteadyNanoseconds == RunOptions.standardWaitSteady)
        #expect(try RunOptions.parse(["--wait-steady", "--quick"]).waitSteadyNanoseconds == RunOptions.standardWaitSteady)
        #expect(throws: UsageError.self) { try RunOptions.parse(["--wait-steady", "later"]) }
        #expect(SteadyWait.shortestLimit == UInt64(SteadyWait.window) * SteadyWait.interval)
    }

    @Test func filterThatMatchesNothingListsTheKnownNames() {
        let result = bench("run", "--allow-debug", "--filter", "^nothing$")
        #expect(result.code == .usage)
        #expect(result.err.contains("matches no available primitive; known: pthread_mutex, c_pthread_mutex, pthread_mutex_adaptive"))
    }

    @Test func invalidFilterIsAUsageError() {
        let result = bench("run", "--allow-debug", "--filter", "(")
        #expect(result.code == .usage)
        #expect(result.err.contains("is not a valid regular expression"))
    }

    @Test("A --case-timeout within a case's own time is a usage error, not a crash (it trapped on the subtraction)")
    func shortCaseTimeout() {
        let result = bench("run", "--allow-debug", "--case-timeout", "1s")
        #expect(result.code == .usage)
        #expect(result.err.hasPrefix("bench: error: --case-timeout must exceed a case's own duration (warm-up plus windows: 1100ms)\n"))
    }

    @Test("--pair-findings asked of a run in one process is refused, not ignored; off, or left to its default, is not")
    func pairFindingsNeedForks() throws {
        #expect(throws: UsageError.self) { try RunOptions.parse(["--forks", "1", "--pair-findings", "10s"]) }
        #expect(try RunOptions.parse(["--forks", "1", "--pair-findings", "off"]).pairingBudget == 0)
        #expect(try RunOptions.parse(["--forks", "1"]).forkCount == 1)
        #expect(try RunOptions.parse(["--forks", "2", "--pair-findings", "10s"]).pairingBudget == 10_000_000_000)
    }

    @Test("An --output whose forks file is already there is refused without --force, as the results file would be")
    func forksFileIsNotOverwritten() throws {
        let folder = try TemporaryFolder("output")
        let forks = folder.path + "/run.forks.csv"
        _ = FileManager.default.createFile(atPath: forks, contents: Data("kept\n".utf8))
        let result = bench(
            "run", "--allow-debug", "--filter", "^no_lock$", "--threads", "1", "--quick", "--forks", "1", "--output", folder.path + "/run.csv"
        )
        #expect(result.code == .usage)
        #expect(result.err.contains("would overwrite \(forks), its forks file; pass --force"))
        #expect(try String(contentsOfFile: forks, encoding: .utf8) == "kept\n")
    }

    @Test func outputFolderMustExist() {
        let result = bench("run", "--allow-debug", "--output", "/nonexistent-folder/x.csv")
        #expect(result.code == .usage)
        #expect(result.err.contains("folder /nonexistent-folder does not exist"))
    }

    @Test func outputFolderMustBeAFolder() {
        let result = bench("run", "--allow-debug", "--output", "/etc/passwd/x.csv")
        #expect(result.code == .usage)
        #expect(result.err.contains("/etc/passwd is a file, not a folder"))
    }

    #if DEBUG
    @Test func debugBuildRefusesToMeasure() {
        let result = bench("run", "--quick")
        #expect(result.code == .usage)
        #expect(result.err.contains("use 'swift run -c release bench'"))
    }
    #endif

    @Test("--help prints the usage and succeeds", arguments: [["--help"], ["run", "--help"], ["list", "-h"], ["help"]])
    func help(_ arguments: [String]) {
        let captured = CapturedConsole()
        #expect(BenchMain.run(arguments, console: captured.console) == .success)
        #expect(captured.out.contains("USAGE: bench"))
    }
}
