import BenchCLI
import Foundation
import SyncBench
import Testing

@Suite("bench run, end to end in-process", .serialized)
struct RunCommandTests {
    let folder: String

    init() throws {
        folder = NSTemporaryDirectory() + "syncbench-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    static let fast = ["--allow-debug", "--warmup", "5ms", "--duration", "5ms", "--repetitions", "2"]

    @Test func writesARowPerCaseAndASummary() throws {
        let output = folder + "/run.csv"
        let result = bench(arguments: ["run", "--filter", "^(pthread_mutex|no_lock)$", "--threads", "1,2"] + Self.fast + ["--output", output])
        #expect(result.code == .success, "\(result.err)")
        let file = try ResultsFile(parsing: String(contentsOfFile: output, encoding: .utf8))
        #expect(file.results.map { "\($0.benchmark) \($0.primitive) \($0.threads)" } == [
            "uncontended pthread_mutex 1", "uncontended no_lock 1",
            "contended pthread_mutex 1", "contended pthread_mutex 2", "contended no_lock 1", "contended no_lock 2",
        ])
        #expect(file.metadata("run_status") == "complete")
        #expect(file.metadata("effective_cpus") != nil)
        #expect(result.out.contains("Uncontended: ns per lock/unlock pair"))
        #expect(result.out.contains("Contended: throughput"))
        #expect(result.err.contains("[6/6] contended no_lock threads=2"))
        #expect(!FileManager.default.fileExists(atPath: output + ".tmp-\(getpid())"))
    }

    @Test func aViolatedInvariantFailsItsCaseLoudlyAndTheOthersStillRun() throws {
        let output = folder + "/broken.csv"
        let subjects = [Subject.lock(PthreadMutex.self), Self.brokenLock]
        let result = bench(arguments: ["run", "--threads", "2"] + Self.fast + ["--output", output], subjects: subjects)
        #expect(result.code == .benchmarkFailed)
        #expect(result.err.contains("!!! contended broken_lock threads=2: INVARIANT VIOLATED"))
        #expect(result.out.contains("FAILED CASES (2)"))
        let file = try ResultsFile(parsing: String(contentsOfFile: output, encoding: .utf8))
        #expect(file.results.count == 4)
        #expect(file.results.filter { $0.primitive == "pthread_mutex" }.allSatisfy { $0.status == .ok })
        #expect(file.results.filter { $0.primitive == "broken_lock" }.allSatisfy { $0.status == .invariantViolated(lost: 3) })
    }

    @Test func refusesToOverwriteWithoutForce() throws {
        let output = folder + "/exists.csv"
        try "keep me".write(toFile: output, atomically: true, encoding: .utf8)
        let result = bench(arguments: ["run"] + Self.fast + ["--output", output])
        #expect(result.code == .usage)
        #expect(result.err.contains("exists; pass --force"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "keep me")
    }

    @Test func listShowsEverySubject() {
        let result = bench(arguments: ["list"])
        #expect(result.code == .success)
        for name in ["pthread_mutex", "NSLock", "NSRecursiveLock", "DispatchSemaphore", "serial_queue_sync",
                     "concurrent_queue_barrier", "no_lock", "atomic_increment"] {
            #expect(result.out.contains(name), "\(name)")
        }
    }

    /// A "lock" that claims to exclude and whose check always finds three updates lost: deterministic failure.
    static let brokenLock = Subject(name: "broken_lock", role: .lock, summary: "test double", excludes: true) { plan in
        var measurement = Engine.measure(LockedIncrement<PthreadMutex>(), plan: plan)
        measurement.invariant = .violated(expected: measurement.completedOperations, actual: measurement.completedOperations - 3)
        return measurement
    }
}
