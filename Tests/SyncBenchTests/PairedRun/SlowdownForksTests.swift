import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import TestSupport
import Testing

/// A calibration's try measured in forks: what reaches each side, and what comes back.
@Suite("A slowdown's try is a paired run of forks with and without each lock's work", .serialized)
struct SlowdownForksTests {
    let fake: FakeFork

    init() throws {
        fake = try FakeFork()
    }

    static let mutexWork = SlowdownWork(share: 57)

    /// A fork that reports 80 operations a window (12.5 ns each) for pthread_mutex's steps when its session slows
    /// pthread_mutex by `mutexWork`, and 100 (10 ns) for every other step; with `crashesWhenSlowed`, a fork so
    /// slowed crashes on each step instead.
    func fork(crashesWhenSlowed: Bool = false) throws -> ForkLauncher {
        let slowed = crashesWhenSlowed ? "exit 3" : try FakeFork.answerStep(FakeFork.measurement(operations: 80))
        return try fake.launcher("""
            \(RecordedProcesses(in: fake.folder).recordingLine)
            \(FakeFork.say(try FakeFork.hello()))
            read session || exit 0
            case "$session" in *'"pthread_mutex":{"share":57}'*) slowed=1;; *) slowed=0;; esac
            i=0
            while read step; do
            case "$slowed $step" in 1*pthread_mutex*) \(slowed);; *) \(try FakeFork.answerStep(FakeFork.measurement(operations: 100)));; esac
            i=$((i+1))
            done
            """, expectedBuild: nil)
    }

    func forks(_ launcher: ForkLauncher, cases: [BenchmarkCase] = []) -> SlowdownForks {
        SlowdownForks(
            launcher: launcher, effectiveCPUs: 2, seed: 3, layout: .forced(.fixed), stop: StopSignal(),
            deadlines: ForkDeadlines(slackNanoseconds: FakeFork.deadlineNanoseconds, helloNanoseconds: FakeFork.deadlineNanoseconds), cases: cases
        )
    }

    @Test("A try measures the run's own one-thread increment cases: uncontended alone for the CI set, both when the run has both or neither")
    func aimsAtTheRunsOneThreadCases() {
        let lock = Subject.lock(PthreadMutex.self)
        let ciSet = [
            BenchmarkCase(benchmark: .uncontended, subject: lock, threads: 1), BenchmarkCase(benchmark: .contended, subject: lock, threads: 2),
        ]
        #expect(SlowdownForks.aimed(at: ciSet) == [.uncontended])
        #expect(SlowdownForks.aimed(at: ciSet + [BenchmarkCase(benchmark: .contended, subject: lock, threads: 1)]) == [.uncontended, .contended])
        #expect(SlowdownForks.aimed(at: [BenchmarkCase(benchmark: .contended, subject: lock, threads: 1)]) == [.contended])
        #expect(SlowdownForks.aimed(at: [BenchmarkCase(benchmark: .contended, subject: lock, threads: 2)]) == [.uncontended, .contended])
        let launcher = ForkLauncher(executable: "/bin/false", session: ForkSession(matrix: CaseMatrix(threadCounts: [1], effectiveCPUs: 2)), expectedBuild: nil)
        let forks = SlowdownForks(launcher: launcher, effectiveCPUs: 2, seed: 1, layout: .forced(.fixed), stop: StopSignal(), cases: ciSet)
        #expect(forks.benchmarks == [.uncontended] && forks.description == "uncontended")
    }

    @Test("The slowed side's session carries every lock's work, the other side's none, and each lock's pairs are its own")
    func measuresEachLocksWorkAgainstNone() throws {
        var launcher = try fork()
        launcher.session.slowdown = ["pthread_mutex": Self.mutexWork]  // left over: replaced on both sides
        let pairs = forks(launcher).pairs([
            (.lock(PthreadMutex.self), Self.mutexWork), (.lock(FoundationLock<NSLockKind>.self), SlowdownWork(share: 56)),
        ])
        #expect(Set(pairs.keys) == ["pthread_mutex", "NSLock"])
        #expect(pairs.values.allSatisfy { $0.count == SlowdownForks.pairsPerTry }, "\(pairs)")
        #expect(pairs["pthread_mutex"]?.allSatisfy { abs(exp($0) - 1.25) < 1e-9 } == true, "\(pairs)")
        #expect(pairs["NSLock"]?.allSatisfy { abs($0) < 1e-9 } == true, "\(pairs)")
        #expect(fake.survivors().isEmpty, "a fork outlived the try")
    }

    @Test("A try aimed at one benchmark still gives each lock its pairs per try, all of that benchmark")
    func oneBenchmarkGetsEveryPair() throws {
        let uncontended = [BenchmarkCase(benchmark: .uncontended, subject: .lock(PthreadMutex.self), threads: 1)]
        let pairs = forks(try fork(), cases: uncontended).pairs([(.lock(PthreadMutex.self), Self.mutexWork)])
        #expect(pairs["pthread_mutex"]?.count == SlowdownForks.pairsPerTry, "\(pairs)")
        #expect(fake.survivors().isEmpty, "a fork outlived the try")
    }

    @Test("Other work for the lock is not the work tried: the session names the work")
    func otherWorkIsNotTheWorkTried() throws {
        let pairs = forks(try fork()).pairs([(.lock(PthreadMutex.self), SlowdownWork(share: 56))])
        #expect(pairs["pthread_mutex"]?.allSatisfy { abs($0) < 1e-9 } == true, "\(pairs)")
    }

    @Test("A try whose slowed forks crash on every step gives no pairs")
    func failedForksGiveNone() throws {
        let pairs = forks(try fork(crashesWhenSlowed: true)).pairs([(.lock(PthreadMutex.self), Self.mutexWork)])
        #expect(pairs.isEmpty, "\(pairs)")
        #expect(fake.survivors().isEmpty, "a fork outlived the try")
    }
}
