import Foundation
@testable import BenchCLI
import SyncBench
import TestSupport
import Testing

/// `bench coverage --runs` with a fake `bench`: a script standing for the child `bench run`, which says
/// what signal it got, so that a test sees the signal passed on and the child gone.
@Suite("bench coverage passes a stop on to its run, and leaves no run behind", .serialized)
struct CoverageRunsTests {
    var folder: String { scratch.path }
    private let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("coverage")
    }

    /// A fake `bench` that answers SIGTERM and SIGINT by writing the signal's name and exiting as `bench run` would
    /// (143, 130), or ignores them with `ignoring`, and only then writes its pid; it sleeps in short naps so that a
    /// trapped signal is handled within 50 ms.
    ///
    /// The handlers come before the pid, because a test signals the fake as soon as the pid appears: written first,
    /// on a busy machine the signal could come before the handler and end the fake without a word. `settling` (in
    /// seconds) makes the fake that slow to set its handlers, as a busy machine can. The pid is written
    /// to a file of its own and renamed into place, so that a reader finds it whole or not at all.
    ///
    /// It is a Perl script, not a shell script: a shell cannot trap a signal that was ignored when it started,
    /// and this process ignores SIGINT and SIGTERM while another test's in-process `bench run`, `ab` or
    /// `coverage` measures, so a shell fake started then went deaf to the stop and was killed 10 s later. It
    /// also unblocks every signal once its handlers are set: it inherits the mask of the thread that started
    /// it, which blocks most signals on the threads the tests run on.
    func fakeBench(ignoring: Bool = false, settling: String = "") throws -> String {
        let path = folder + "/bench"
        let handlers = ignoring
            ? "$SIG{TERM} = $SIG{INT} = 'IGNORE';"
            : """
            sub answer { my ($name, $status) = @_; open(my $f, '>', '\(folder)/signal') or die; print $f "$name\\n"; close $f; exit $status }
            $SIG{TERM} = sub { answer('TERM', 143) };
            $SIG{INT} = sub { answer('INT', 130) };
            """
        let settle = settling.isEmpty ? "" : "select(undef, undef, undef, \(settling));\n"
        let script = """
            #!/usr/bin/env perl
            use POSIX ();
            \(settle)\(handlers)
            POSIX::sigprocmask(POSIX::SIG_SETMASK(), POSIX::SigSet->new) or die;
            open(my $pid, '>', '\(folder)/pid.new') or die; print $pid "$$\\n"; close $pid;
            rename('\(folder)/pid.new', '\(folder)/pid') or die;
            select(undef, undef, undef, 0.05) while 1;

            """
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        guard chmod(path, 0o755) == 0 else { throw CocoaError(.fileWriteNoPermission) }
        return path
    }

    /// The pid the fake wrote, waiting for it to start (a bound on a hang, not a measure of anything).
    func childPid() -> pid_t? {
        for _ in 0..<600 {
            if let text = try? String(contentsOfFile: folder + "/pid", encoding: .utf8), let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return pid
            }
            usleep(50_000)
        }
        return nil
    }

    /// Whether `pid` is gone, waiting up to 5 s for it to be reaped (a zombie counts as gone on Linux).
    static func isGone(_ pid: pid_t) -> Bool {
        for _ in 0..<100 {
            if kill(pid, 0) != 0 { return true }
            #if os(Linux)
            if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let end = stat.lastIndex(of: ")"),
                stat[stat.index(after: end)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z") {
                return true
            }
            #endif
            usleep(50_000)
        }
        return false
    }

    func runs(_ executable: String, stop: StopSignal, child: CoverageRuns.Child = CoverageRuns.Child()) -> CoverageRuns {
        CoverageRuns(count: 3, folder: folder + "/runs", runOptions: ["--quick"], executable: executable, stop: stop, child: child)
    }

    @Test("A stop is passed on to the run in progress, which is waited for; no later run starts",
          arguments: ["", "0.3"], [false, true])
    func forwardsTheSignal(settling: String, signalsIgnored: Bool) throws {
        let executable = try fakeBench(settling: settling)
        let stop = StopSignal()
        let captured = CapturedConsole()
        let made = Outcome()
        let runs = runs(executable, stop: stop)
        let pid = try Self.ignoringSignals(signalsIgnored) {
            Thread {
                made.set(runs.make(console: captured.console))
            }.start()
            return try #require(childPid(), "the fake never wrote its pid; the runs said: \(captured.err)")
        }
        stop.request(reason: SIGTERM)
        #expect(made.wait() == .stopped(SIGTERM), "the runs did not end within 60 s of the stop, or ended otherwise")
        #expect((try? String(contentsOfFile: folder + "/signal", encoding: .utf8)) == "TERM\n")
        #expect(Self.isGone(pid))
        #expect(captured.err.hasPrefix("run 1 of 3: bench run --quick --pair-findings off ... stopped;") && !captured.err.contains("run 2 of 3"))
    }

    /// Runs `body` with SIGINT and SIGTERM ignored in this process when `ignoring`, as they are while another
    /// test's in-process `bench run`, `ab` or `coverage` measures: a process started meanwhile inherits that.
    static func ignoringSignals<T>(_ ignoring: Bool, _ body: () throws -> T) rethrows -> T {
        guard ignoring else { return try body() }
        let previous = [SIGINT, SIGTERM].map { ($0, signal($0, SIG_IGN)) }
        defer { for (number, handler) in previous { signal(number, handler) } }
        return try body()
    }

    @Test("A stop that came before a run starts it not")
    func stopBeforeARun() throws {
        let stop = StopSignal()
        stop.request(reason: SIGINT)
        let made = runs(try fakeBench(), stop: stop).make(console: CapturedConsole().console)
        #expect(made == .stopped(SIGINT))
        #expect(!FileManager.default.fileExists(atPath: folder + "/pid"))
    }

    /// A fake `bench` that runs `body` (sh), with `$0` its own path.
    func scriptBench(_ body: String) throws -> String {
        let path = folder + "/bench-\(UUID().uuidString)"
        try "#!/bin/sh\n\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
        guard chmod(path, 0o755) == 0 else { throw CocoaError(.fileWriteNoPermission) }
        return path
    }

    @Test("A run whose options are refused ends the runs with its own status and its error line, kept in its log")
    func aRefusedRunSaysWhy() throws {
        let executable = try scriptBench("echo 'bench: error: --filter matches nothing' >&2; echo 'USAGE: bench run' >&2; exit 64")
        let captured = CapturedConsole()
        #expect(runs(executable, stop: StopSignal()).make(console: captured.console) == .failed(.usage))
        let log = folder + "/runs/run-01.log"
        #expect(captured.err.hasSuffix(
            "exit status 64\nbench: error: run 1 ended with exit status 64: bench: error: --filter matches nothing (all it said: \(log))\n"
        ))
        #expect((try? String(contentsOfFile: log, encoding: .utf8)) == "bench: error: --filter matches nothing\nUSAGE: bench run\n")
        #expect(!captured.err.contains("run 2 of 3"))
    }

    @Test("A run killed by a signal is said to be, and its file, whole or not, is not counted")
    func aKilledRunIsNotCounted() throws {
        let executable = try scriptBench("out=''; while [ $# -gt 0 ]; do [ \"$1\" = --output ] && out=$2; shift; done; echo partial > \"$out\"; kill -9 $$")
        let captured = CapturedConsole()
        #expect(runs(executable, stop: StopSignal()).make(console: captured.console) == .failed(.benchmarkFailed))
        #expect(captured.err.contains("killed by signal 9\nbench: error: run 1 was killed by signal 9; its file, if any, is left out"))
    }

    @Test("Runs go into a folder of their own: one that holds results already is a usage error")
    func aFolderWithResultsIsRefused() throws {
        try FileManager.default.createDirectory(atPath: folder + "/runs", withIntermediateDirectories: true)
        try "x".write(toFile: folder + "/runs/old.csv", atomically: true, encoding: .utf8)
        let captured = CapturedConsole()
        #expect(runs(try scriptBench("exit 0"), stop: StopSignal()).make(console: captured.console) == .failed(.usage))
        #expect(captured.err == "bench: error: --into \(folder)/runs already holds .csv files; name a new folder for these runs\n")
    }

    @Test("The hook of a second signal kills the run in progress, even one that ignores the signal")
    func hookKillsTheChild() throws {
        let executable = try fakeBench(ignoring: true)
        let child = CoverageRuns.Child()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        try process.runWhenNotBusy()
        child.started(process.processIdentifier)
        let pid = try #require(childPid())
        child.kill()
        try #require(waitForExit(of: process, seconds: 30), "the fake outlived the kill by 30 s")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
        #expect(Self.isGone(pid))
        child.ended()
        child.kill()  // nothing running: nothing to kill, and no other process is touched
    }
}

/// What a thread's `make` gave, handed over to the test's thread.
private final class Outcome: @unchecked Sendable {
    private let lock = NSLock()
    private var made: CoverageRuns.Made?
    private let done = DispatchSemaphore(value: 0)

    func set(_ value: CoverageRuns.Made) {
        lock.withLock { made = value }
        done.signal()
    }

    /// What `make` gave, waiting up to 60 s for it (a bound on a hang: `CoverageRuns` kills a run that outlives
    /// a stop by 10 s); nil when it had not returned by then.
    func wait() -> CoverageRuns.Made? {
        guard done.wait(timeout: .now() + 60) == .success else { return nil }
        return lock.withLock { made }
    }
}
