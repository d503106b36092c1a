import Foundation
@testable import BenchCLI
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import TestSupport
import Testing

/// `bench ab` as a user meets it: its options and what it says when a side cannot be used.
@Suite("bench ab: options, and a baseline that is not a bench", .serialized)
struct ABCommandTests {
    @Test("Run options pass through, and the windows take ab's short defaults")
    func parsesOptions() throws {
        let options = try ABOptions.parse([
            "base/bench", "head/bench", "--filter", "^NSLock$", "--threads=2", "--budget", "90s", "--threshold", "2%", "--alpha", "0.02",
            "--equivalence", "0.1", "--format", "markdown", "--output", "out", "--side-by-side", "--seed", "42", "--slowdown", "5%",
        ])
        #expect(options.baseline == "base/bench" && options.current == "head/bench")
        #expect(options.run.filter == "^NSLock$" && options.run.threads == [2] && options.run.slowdown == 0.05)
        #expect(options.budgetNanoseconds == 90_000_000_000 && options.policy.threshold == 0.02 && options.policy.alpha == 0.02)
        #expect(options.policy.equivalenceAlpha == 0.1)
        #expect(options.format == .markdown && options.output == "out" && options.sideBySide && options.seed == 42)
        #expect(options.run.forkCount == 1 && options.run.windowNanoseconds == ABOptions.standardWindow)
        #expect(options.run.repetitions == ABOptions.standardRepetitions)
        let defaults = try ABOptions.parse(["base/bench", "--duration", "50ms"])
        #expect(defaults.current == nil && defaults.run.windowNanoseconds == 50_000_000 && defaults.budgetNanoseconds == ABOptions.standardBudget)
    }

    @Test("A case with more than one thread gets ab's shorter window, unless --duration sets every case's")
    func windowByThreadCount() throws {
        let alone = BenchmarkCase(benchmark: .uncontended, subject: .lock(PthreadMutex.self), threads: 1)
        let contended = BenchmarkCase(benchmark: .contended, subject: .lock(PthreadMutex.self), threads: 2)
        let stop = StopSignal()
        let defaults = try ABOptions.parse(["base/bench"])
        #expect(defaults.plan(for: alone, stop: stop).windowNanoseconds == ABOptions.standardWindow)
        #expect(defaults.plan(for: contended, stop: stop).windowNanoseconds == ABOptions.standardContendedWindow)
        #expect(ABOptions.standardContendedWindow < ABOptions.standardWindow)
        let given = try ABOptions.parse(["base/bench", "--duration", "30ms"])
        #expect(given.plan(for: alone, stop: stop).windowNanoseconds == 30_000_000)
        #expect(given.plan(for: contended, stop: stop).windowNanoseconds == 30_000_000)
    }

    @Test("A slowdown's calibration counts against the budget, and leaves the pairs at least a quarter of it")
    func calibrationCountsAgainstTheBudget() {
        #expect(ABOptions.pairBudget(150_000_000_000, afterCalibration: 0) == 150_000_000_000)
        #expect(ABOptions.pairBudget(150_000_000_000, afterCalibration: 45_000_000_000) == 105_000_000_000)
        #expect(ABOptions.pairBudget(20_000_000_000, afterCalibration: 45_000_000_000) == 5_000_000_000)
    }

    @Test("--case-timeout is held to ab's own half (5 ms of warm-up and a 20 ms window), not to a run's case")
    func caseTimeoutAgainstABWindows() throws {
        #expect(try ABOptions.parse(["base/bench", "--case-timeout", "1s"]).run.caseTimeoutNanoseconds == 1_000_000_000)
        #expect(throws: UsageError.self) { try ABOptions.parse(["base/bench", "--case-timeout", "20ms"]) }
        #expect(throws: UsageError.self) { try RunOptions.parse(["--case-timeout", "1s"]) }
    }

    @Test("The help lists ab's own options and the run options it takes, and none it refuses")
    func help() {
        let result = bench("ab", "--help")
        #expect(result.code == .success)
        for option in ABOptions.options { #expect(result.out.contains(option.name), "\(option.name)") }
        for option in ABOptions.runOptions { #expect(result.out.contains(option.name), "\(option.name)") }
        for option in RunOptions.declarations where option.inAB != .taken {
            #expect(!ABOptions.runOptions.contains { $0.name == option.name }, "\(option.name)")
        }
    }

    @Test("A baseline that is not a bench is refused in one line with exit 65 within a short budget, and nothing is left running",
          arguments: ["", "0.3"])
    func refusesANonBench(settling: String) throws {
        let sides = try ScriptSides()
        // Leaves a child behind that would outlive a fork not killed with its group, then says something else
        // than a hello. The child comes first: the run kills the script as soon as it has read that line, so a
        // child started after it was there to be left behind only when the script was quick (issue 33).
        // `settling` (a `sleep` argument) makes the script that slow to start its child, as a busy machine can.
        let settle = settling.isEmpty ? "" : "sleep \(settling)\n"
        let notABench = try sides.script("\(settle)sleep 30 &\necho $! >> \(sides.folder)/pids\necho 'not a bench'\nwait")
        let output = sides.folder + "/out"
        let result = bench(
            "ab", notABench, notABench, "--allow-debug", "--filter", "^pthread_mutex$", "--threads", "1", "--budget", "1s", "--output", output
        )
        #expect(result.code == .dataError)
        let errors = result.err.split(separator: "\n").filter { $0.hasPrefix("bench: error:") }
        #expect(errors == [
            "bench: error: the baseline \(notABench) does not speak syncbench's fork protocol (not a bench executable?): its first line was 'not a bench'"
        ], "\(result.err)")
        let run = try String(contentsOfFile: output + "/baseline.csv", encoding: .utf8)
        #expect(run.contains("# run_status: failed after 0 pairs in 0 pair rounds: the baseline \(notABench) does not speak"))
        #expect(sides.survivors().isEmpty, "a refused fork or its child outlived the run")
        let recorded = try String(contentsOfFile: sides.folder + "/pids", encoding: .utf8).split(separator: "\n")
        #expect(recorded.count == 2, "the baseline's script recorded itself and its child: \(recorded)")
    }

    @Test("Forks that crash on every case end the run with exit 1 and the cases reported failed, not exit 65")
    func crashingForksFailTheCases() throws {
        let sides = try ScriptSides()
        let crashing = try sides.script("\(FakeFork.say(try FakeFork.hello()))\nread session || exit 0\nread step\nexit 3")
        let output = sides.folder + "/out"
        let result = bench(
            "ab", crashing, crashing, "--allow-debug", "--filter", "^pthread_mutex$", "--threads", "1", "--budget", "60s", "--output", output
        )
        #expect(result.code == .benchmarkFailed, "\(result.err)")
        let errors = result.err.split(separator: "\n").filter { $0.hasPrefix("bench: error:") }
        #expect(errors.count == 1 && errors[0].contains("3 measurements in a row lost the same way") && errors[0].hasSuffix("exited with status 3"))
        #expect(result.out.contains("failed"), "\(result.out)")
        let files = try [output + "/baseline.csv", output + "/current.csv"].map { try String(contentsOfFile: $0, encoding: .utf8) }
        #expect(files.contains { $0.contains("fork_failed") })
        #expect(sides.survivors().isEmpty, "a fork outlived the run")
    }

    @Test("Each side's file names the commit that built that side: the baseline's checkout, and none for a program in no checkout")
    func eachSideNamesItsCommit() throws {
        let sides = try ScriptSides()
        let body = "\(FakeFork.say(try FakeFork.hello()))\nread session || exit 0\nread step\nexit 3"
        let checkout = try GitCheckout()
        let baseline = try checkout.executable(at: ".build/release/bench", script: "#!/bin/sh\n\(body)\n")
        let current = try sides.script(body)
        let output = sides.folder + "/out"
        let result = bench(
            "ab", baseline, current, "--allow-debug", "--filter", "^pthread_mutex$", "--threads", "1", "--budget", "60s", "--output", output
        )
        #expect(result.code == .benchmarkFailed, "\(result.err)")
        let files = try [output + "/baseline.csv", output + "/current.csv"].map { try String(contentsOfFile: $0, encoding: .utf8) }
        #expect(files[0].contains("# git_commit: \(checkout.commit)\n"), "\(files[0].prefix(800))")
        #expect(files[1].contains("# git_commit: none\n"), "\(files[1].prefix(800))")
    }

    @Test("A missing baseline, or a folder as the current side, is refused in one line before anything is written")
    func refusesAMissingFile() {
        let folder = NSTemporaryDirectory() + "syncbench-ab-\(UUID().uuidString)"
        let missing = bench("ab", "/nonexistent/bench", "/bin/echo", "--allow-debug", "--filter", "^pthread_mutex$", "--output", folder)
        #expect(missing.code == .dataError)
        #expect(missing.err == "bench: error: the baseline /nonexistent/bench cannot be started: no such file\n")
        let notAProgram = bench("ab", "/bin/echo", NSTemporaryDirectory(), "--allow-debug", "--filter", "^pthread_mutex$", "--output", folder)
        #expect(notAProgram.code == .dataError)
        #expect(notAProgram.err == "bench: error: the current \(NSTemporaryDirectory()) cannot be started: it is a folder\n")
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test("A baseline whose build has none of the cases selected compares nothing: one line and exit 65, as bench compare")
    func noCaseInCommon() throws {
        let sides = try ScriptSides()
        let lacking = try (0..<40).map { "\($0)) \(FakeFork.say(try ForkWire.line(ForkReport.unknownCase(index: $0))));;" }
        let hello = "\(FakeFork.say(try FakeFork.hello()))\nread session || exit 0\ni=0\nwhile read step; do\n"
        let baseline = try sides.script(hello + "case $i in \(lacking.joined(separator: " ")) esac\ni=$((i+1))\ndone")
        let current = try sides.script(hello + "\(try FakeFork.answerStep())\ni=$((i+1))\ndone")
        let output = sides.folder + "/out"
        let result = bench(
            "ab", baseline, current, "--allow-debug", "--filter", "^pthread_mutex$", "--threads", "1", "--budget", "60s", "--output", output
        )
        #expect(result.code == .dataError)
        #expect(result.err.contains("bench: error: \(baseline) and \(current) have no case in common\n"), "\(result.err)")
    }

    @Test("An output folder that cannot be created is refused in one line with exit 73, for ab and versus, before anything runs")
    func refusesAnUncreatableFolder() throws {
        let sides = try ScriptSides()
        let never = try sides.script("touch \(sides.folder)/started; exit 3")
        let under = "/etc/passwd/out"
        let ab = bench("ab", never, never, "--allow-debug", "--filter", "^pthread_mutex$", "--output", under)
        #expect(ab.code == .cannotCreate)
        #expect(ab.err == "bench: error: --output \(under) cannot be created: Not a directory\n", "the system's words, not Foundation's")
        let versus = bench("versus", "Mutex", "pthread_mutex", "--allow-debug", "--output", under)
        #expect(versus.code == .cannotCreate)
        #expect(versus.err.hasPrefix("bench: error: --output \(under) cannot be created: ") && versus.err.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: sides.folder + "/started"))
    }
}
