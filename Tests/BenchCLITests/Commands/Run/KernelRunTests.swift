import BenchCLI
import Foundation
import Synchronization
import SyncBench
import TestSupport
import Testing

/// `bench run` with kernels, end to end in-process: rows for every kernel, their invariants checked, the
/// summary's tables and findings, and a kernel of a package's own from its name on the command line to its rows
/// read back.
@Suite("bench run with kernels, end to end in-process", .serialized)
struct KernelRunTests {
    private let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("kernels")
    }

    @Test("Every kernel has ok rows at 1 and 2 threads, its invariant held, with the lock's footprint")
    func everyKernelRuns() throws {
        let output = scratch.path + "/kernels.csv"
        let result = bench(
            arguments: ["run", "--filter", "^(pthread_mutex|actor)$", "--threads", "1,2", "--kernels", "cache=95,queue,striped=8,tasks"]
                + RunCommandTests.fast + ["--output", output],
            catalog: .deterministicDefault
        )
        #expect(result.code == .success, "\(result.err)")
        let file = try ResultsFile(parsing: String(contentsOfFile: output, encoding: .utf8))
        let kernels = file.results.filter(\.benchmark.isKernel)
        #expect(kernels.filter { $0.primitive == "pthread_mutex" }.map { "\($0.benchmark) \($0.workload) \($0.threads)" } == [
            "cache read95 1", "cache read95 2", "queue ring=32 1", "queue ring=32 2", "striped stripes=8 padded 1", "striped stripes=8 padded 2",
            "striped stripes=8 packed 2", "tasks read95 1", "tasks read95 2",
        ])
        #expect(kernels.filter { $0.primitive == "actor" }.map(\.benchmark) == [.tasks, .tasks])
        #expect(kernels.allSatisfy { $0.status == .ok }, "\(kernels.map(\.status))")
        #expect(kernels.filter { $0.primitive == "pthread_mutex" }.allSatisfy { $0.footprintBytes != nil })
        #expect(kernels.first { $0.benchmark == .striped }?.parameters.stripes == 8)
        #expect(result.out.contains("\nKernels: throughput in Mops/s"))
        #expect(result.out.contains("  - Cache kernel (read95), 1 thread: pthread_mutex "))
    }

    @Test("A kernel of a package's own: listed, chosen by name, measured with each lock, its rows read back")
    func ownKernelRoundTrips() throws {
        let catalog = Catalog([.kernel(Tally.self, lock: PthreadMutex.self), .kernel(Tally.self, lock: PthreadRWLock.self)]).closingWindowsOnProgress
        let list = bench(arguments: ["list"], catalog: catalog)
        #expect(list.out.contains("  tally    your own: one shared count"))
        let output = scratch.path + "/own.csv"
        let result = bench(arguments: ["run", "--threads", "1,2", "--kernels", "tally"] + RunCommandTests.fast + ["--output", output], catalog: catalog)
        #expect(result.code == .success, "\(result.err)")
        let file = try ResultsFile(parsing: String(contentsOfFile: output, encoding: .utf8))
        #expect(file.results.map { "\($0.benchmark) \($0.primitive) \($0.workload) \($0.threads) \($0.status)" } == [
            "kernel pthread_mutex tally 1 ok", "kernel pthread_mutex tally 2 ok", "kernel pthread_rwlock tally 1 ok", "kernel pthread_rwlock tally 2 ok",
        ])
        let unknown = bench(arguments: ["run", "--kernels", "tallies"] + RunCommandTests.fast, catalog: catalog)
        #expect(unknown.code == .usage)
        #expect(unknown.err.hasPrefix("bench: error: --kernels: no kernel is named 'tallies'; known: cache, queue, striped, tasks, tally, or none\n"))
    }

    @Test("A kernel whose invariant fails marks its cases failed (exit 1) while the others are measured and written")
    func aFailingKernelFailsItsCasesOnly() throws {
        let catalog = Catalog([.kernel(Tally.self, lock: PthreadMutex.self), .kernel(Tally.self, lock: NoExclusion.self)]).closingWindowsOnProgress
        let output = scratch.path + "/failing.csv"
        let result = bench(arguments: ["run", "--threads", "2", "--kernels", "tally"] + RunCommandTests.fast + ["--output", output], catalog: catalog)
        #expect(result.code == .benchmarkFailed)
        let file = try ResultsFile(parsing: String(contentsOfFile: output, encoding: .utf8))
        #expect(file.results.map { "\($0.primitive) \($0.status.csvValue)" } == ["pthread_mutex ok", "no_exclusion invariant_violated"])
    }
}

/// A kernel of a package's own: one count, taken under the lock, which must equal the operations counted.
///
/// Worker 1's first increment reads the count, then waits up to a second for it to change before it writes: a
/// lock that does not exclude lets worker 0 increment meanwhile, and that increment is lost on every run; a lock
/// that excludes keeps worker 0 out, and the wait ends at its bound. (Relaxed atomics, not a plain `var`, so that
/// the thread sanitizer sees no data race in a lock that takes nothing.)
final class Tally: Kernel, @unchecked Sendable {
    static let name = "tally"
    static let summary = "one shared count"
    private let count = Atomic<Int>(0)
    private let waited = Atomic<Bool>(false)

    init() {}

    func operation<Lock: KernelLocking>(_ lock: Lock, worker: inout WorkerState) {
        lock.withLock {
            let read = count.load(ordering: .relaxed)
            if worker.index == 1, !waited.exchange(true, ordering: .relaxed) {
                let deadline = Date().addingTimeInterval(1)
                while count.load(ordering: .relaxed) == read && Date() < deadline { usleep(100) }
            }
            count.store(read + 1, ordering: .relaxed)
        }
    }

    func verify(_ totals: OperationTotals) -> InvariantCheck {
        let count = count.load(ordering: .relaxed)
        return count == totals.operations ? .held : .violated(expected: totals.operations, actual: count)
    }
}

/// A lock that takes nothing, under a name of its own.
final class NoExclusion: LockPrimitive, @unchecked Sendable {
    static let name = "no_exclusion"
    static let summary = "takes nothing"

    init() {}

    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try body()
    }
}
