import BenchCLI
import Foundation
import SyncBench
import TestSupport
import Testing

@Suite("bench run, end to end in-process", .serialized)
struct RunCommandTests {
    var folder: String { scratch.path }
    private let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("tests")
    }

    static let fast = ["--allow-debug", "--forks", "1", "--warmup", "10ms", "--duration", "20ms", "--repetitions", "2"]

    @Test func writesARowPerCaseAndASummary() throws {
        let output = folder + "/run.csv"
        let result = bench(
            arguments: ["run", "--filter", "^(pthread_mutex|no_lock)$", "--threads", "1,2", "--critical", "0,50ns", "--kernels", "none"]
                + Self.fast + ["--output", output],
            catalog: .deterministicDefault
        )
        #expect(result.code == .success, "\(result.err)")
        let file = try ResultsFile(parsing: String(contentsOfFile: output, encoding: .utf8))
        #expect(file.results.map { "\($0.benchmark) \($0.primitive) \($0.workload) \($0.threads)" } == [
            "uncontended pthread_mutex increment 1", "uncontended no_lock increment 1",
            "contended pthread_mutex increment 1", "contended pthread_mutex increment 2",
            "contended no_lock increment 1", "contended no_lock increment 2",
            "contended pthread_mutex increment cs=50ns think=0ns 1", "contended pthread_mutex increment cs=50ns think=0ns 2",
            "rwmix pthread_mutex read100 2", "rwmix pthread_mutex read95 2", "rwmix pthread_mutex read50 2",
            "inversion pthread_mutex hold=50us burst=20ms 3",
        ])
        #expect(file.runStatus == .complete())
        #expect(file.metadata("effective_cpus") != nil)
        #expect(result.out.contains("Uncontended: ns per lock/unlock pair"))
        #expect(result.out.contains("Contended: throughput"))
        #expect(result.err.contains("12 cases in 2 rounds (24 measurements)"))
        #expect(result.err.contains("[12/24] inversion pthread_mutex hold=50us burst=20ms threads=3 (round 1 of 2) ... "))
        if case .unavailable = InversionPlan.current() {
            // Without real-time priorities (or under the thread sanitizer) the inversion says so once and is not
            // measured again.
            #expect(result.err.contains("[12/24] inversion pthread_mutex hold=50us burst=20ms threads=3 (round 1 of 2) ... no figure"))
            #expect(result.err.contains("[23/23] rwmix pthread_mutex read50 threads=2 (round 2 of 2) ... "))
        } else {
            #expect(result.err.contains("[24/24] inversion pthread_mutex hold=50us burst=20ms threads=3 (round 2 of 2) ... "))
        }
        #expect(file.metadata("rounds") == "2")
        #expect(file.results.filter { $0.benchmark != .inversion }.allSatisfy { $0.samples.count == 2 })
        #expect(result.out.contains("Read/write mix"))
        #expect(result.out.contains("\nFindings (from this run's figures"))
        #expect(result.out.contains("  - Cheapest lock uncontended: pthread_mutex at "))
        #expect(file.results.filter { $0.threads == 2 && $0.benchmark != .uncontended }.allSatisfy { $0.fairness != nil })
        #expect(!FileManager.default.fileExists(atPath: output + ".tmp-\(getpid())"))
    }

    @Test func aViolatedInvariantFailsItsCaseLoudlyAndTheOthersStillRun() throws {
        let output = folder + "/broken.csv"
        let catalog = Catalog([.lock(PthreadMutex.self), Self.brokenLock]).closingWindowsOnProgress
        let result = bench(arguments: ["run", "--threads", "2", "--kernels", "none"] + Self.fast + ["--output", output], catalog: catalog)
        #expect(result.code == .benchmarkFailed)
        #expect(result.err.contains("!!! contended broken_lock increment threads=2: INVARIANT VIOLATED"))
        let file = try ResultsFile(parsing: String(contentsOfFile: output, encoding: .utf8))
        let broken = file.results.filter { $0.primitive == "broken_lock" }
        #expect(result.out.contains("FAILED CASES (\(broken.count))"))
        #expect(broken.count == 2, "uncontended and contended at 2 threads")
        #expect(file.results.count == 2 * broken.count)
        #expect(file.results.filter { $0.primitive == "pthread_mutex" }.allSatisfy { $0.status == .ok })
        #expect(file.results.filter { $0.primitive == "broken_lock" }.allSatisfy { $0.status == .invariantViolated(lost: 3) })
        #expect(result.out.contains("  - Left out of these findings, failed: "))
        #expect(!result.out.contains("Cheapest lock uncontended: broken_lock"))
    }

    @Test("--progress none: nothing on stderr until the summary, but for the warnings that change what the results mean")
    func progressNoneIsQuiet() throws {
        let output = folder + "/quiet.csv"
        let result = bench(
            arguments: ["run", "--filter", "^pthread_mutex$", "--threads", "1", "--progress", "none"] + Self.fast + ["--output", output],
            catalog: .deterministicDefault
        )
        #expect(result.code == .success, "\(result.err)")
        #expect(result.out.contains("Uncontended: ns per lock/unlock pair"))
        for line in result.err.split(separator: "\n") {
            // A test build is a debug build, whose warning stays; busy work that landed off on a busy machine too.
            let meaningful = line.hasPrefix("WARNING: debug build") || (line.hasPrefix("Busy work") && line.hasSuffix("work is approximate"))
            #expect(meaningful, "\(line)")
        }
        #expect(try ResultsFile(parsing: String(contentsOfFile: output, encoding: .utf8)).runStatus == .complete())
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
        for name in ["pthread_mutex", "c_pthread_mutex", "NSLock", "NSRecursiveLock", "DispatchSemaphore", "serial_queue_sync",
                     "concurrent_queue_barrier", "no_lock", "atomic_increment", "c_atomic_increment", "pthread_rwlock",
                     "pthread_cond", "Mutex", "pthread_mutex_errorcheck", "pthread_mutex_recursive", "pthread_mutex_pi",
                     "pthread_mutex_adaptive", "NSCondition", "NSConditionLock", "ttas_spinlock", "pthread_spinlock", "posix_sem",
                     "actor", "serial_queue_async", "OperationQueue", "os_unfair_lock", "OSAllocatedUnfairLock",
                     "group_enter_leave", "group_fanout n=256", "workitem_dispatch_wait", "workitem_cancel", "source_coalesce",
                     "target_hierarchy", "sync_qos utility->userInitiated"] {
            #expect(result.out.contains(name), "\(name)")
        }
    }

    /// A "lock" that claims to exclude and whose check always finds three updates lost: deterministic failure.
    static let brokenLock = Subject(name: "broken_lock", role: .lock, summary: "test double", excludes: true) { plan in
        var measurement = Engine.measure(LockedIncrement<PthreadMutex>(), plan: plan)
        measurement.invariant = .violated(expected: measurement.totals.operations, actual: measurement.totals.operations - 3)
        return measurement
    }
}
