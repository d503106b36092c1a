import SyncBench
import Testing

/// The kernels' findings: each kernel's leader at each thread count, beside the counter loop's, in the kernel's
/// headline shape, and its paired estimate with the placement split where the pairs found one.
@Suite("Findings: the kernels' leaders")
struct KernelFindingsTests {
    static let rows = [
        findingRow(.uncontended, "ttas_spinlock", ns: 2.2), findingRow(.uncontended, "Mutex", ns: 4.8),
        findingRow(.contended, "Mutex", threads: 2, ns: 20), findingRow(.contended, "pthread_mutex", threads: 2, ns: 25),
        findingRow(.cache, "Mutex", ns: 27, workload: "read95"), findingRow(.cache, "ttas_spinlock", ns: 30, workload: "read95"),
        findingRow(.cache, "pthread_rwlock", threads: 2, ns: 900, workload: "read95"), findingRow(.cache, "Mutex", threads: 2, ns: 44, workload: "read95"),
        findingRow(.cache, "pthread_mutex", threads: 2, ns: 10, workload: "read50"),
        findingRow(.tasks, "actor", role: .executor, threads: 2, ns: 20, workload: "read95"),
        findingRow(.tasks, "Mutex", threads: 2, ns: 40, workload: "read95"),
        findingRow(.kernel, "pthread_mutex", ns: 50, workload: "lru"), findingRow(.kernel, "Mutex", ns: 40, workload: "lru"),
    ]

    @Test("Each kernel's headline shape at each thread count, the counter loop's leader named where it differs")
    func leadersBesideTheCounterLoop() {
        let lines = Findings(Self.rows).lines
        #expect(lines.contains("Cache kernel (read95), 1 thread: Mutex 37.0 Mops/s; next ttas_spinlock 33.3 Mops/s. "
            + "The counter loop ranks ttas_spinlock first here; this kernel does not."))
        #expect(lines.contains("Cache kernel (read95), 2 threads: Mutex 22.7 Mops/s; next pthread_rwlock 1.11 Mops/s. The counter loop agrees."))
        #expect(!lines.contains { $0.contains("read50") }, "only the headline shape, the first measured, is ranked")
        #expect(lines.contains("Tasks kernel (read95), 2 threads: actor 50.0 Mops/s; next Mutex 25.0 Mops/s. "
            + "The counter loop ranks Mutex first here; this kernel does not."), "the actor is ranked in the tasks kernel")
        #expect(lines.contains("Kernel lru, 1 thread: Mutex 25.0 Mops/s; next pthread_mutex 20.0 Mops/s. "
            + "The counter loop ranks ttas_spinlock first here; this kernel does not."))
    }

    @Test("A kernel's leader that sinks beyond the CPUs in the counter loop says so; one that keeps its rate does not")
    func leadersThatSink() {
        let rows = Self.rows + curve("ttas_spinlock", [6, 20, 60, 200]) + curve("Mutex", [5, 20, 22, 25])
        let lines = Findings(rows).lines
        #expect(lines.contains("Cache kernel (read95), 1 thread: Mutex 37.0 Mops/s; next ttas_spinlock 33.3 Mops/s. "
            + "The counter loop ranks ttas_spinlock first here; this kernel does not."))
        let spinning = Self.rows.map { row in
            var row = row
            if row.benchmark == .cache && row.threads == 1 { row.samples = row.primitive == "ttas_spinlock" ? [20, 20, 20, 20, 20] : row.samples }
            return row
        } + curve("ttas_spinlock", [6, 20, 60, 200])
        // The cheapest lock's line gives the figures first; the kernel's line points to it.
        let spinningLines = Findings(spinning).lines
        #expect(spinningLines[0].hasSuffix("Beyond the CPUs it sinks in the counter loop: 5.00 Mops/s at 8 threads (oversubscribed), against 50.0 at 2."))
        #expect(spinningLines.contains("Cache kernel (read95), 1 thread: ttas_spinlock 50.0 Mops/s; next Mutex 37.0 Mops/s. "
            + "The counter loop agrees. Beyond the CPUs it sinks (above)."))
    }

    @Test("A lock that failed to exclude anywhere is ranked in no kernel; a failed case is left out of its own")
    func brokenLocksAreLeftOut() {
        let rows = Self.rows + [
            findingRow(.contended, "broken", threads: 2, ns: 1, status: .invariantViolated(lost: 3)),
            findingRow(.cache, "broken", ns: 1, workload: "read95"),
            findingRow(.cache, "slow", ns: 1, workload: "read95", status: .timedOut(stuckWorkers: [0])),
        ]
        let lines = Findings(rows).lines
        #expect(lines.contains { $0.hasPrefix("Cache kernel (read95), 1 thread: Mutex ") })
    }

    @Test("The leader's pairs, and the ratio by where the host placed the CPUs, are read back from the file")
    func pairsAndPlacements() throws {
        var estimate = PairedEstimate(
            benchmark: .cache, threads: 2, first: "Mutex", second: "pthread_rwlock", pairs: 60, ratio: 0.5, lower: 0.49, upper: 0.51,
            confidence: 0.95, settled: true, firstNanoseconds: 44, secondNanoseconds: 88
        )
        estimate.workload = "read95"
        estimate.byPlacement = [
            .init(roundTrip: 68...132, pairs: 30, ratio: 0.78, lower: 0.75, upper: 0.81),
            .init(roundTrip: 327...513, pairs: 30, ratio: 1.69, lower: 1.6, upper: 1.8),
        ]
        var file = ResultsFile(metadata: [], results: Self.rows)
        file.record(estimate)
        #expect(file.metadata("paired_cache_read95_2") != nil)
        let read = try ResultsFile(parsing: file.text)
        #expect(read.pairedEstimates == [estimate])
        let line = try #require(Findings(read).lines.first { $0.hasPrefix("Cache kernel (read95), 2 threads") })
        #expect(line.contains("In pairs (60, both in one process each): Mutex costs 50.0% less than pthread_rwlock"))
        #expect(line.hasSuffix("The ratio depends on where the host placed the two CPUs: at 68.0-132 ns round trip Mutex over "
            + "pthread_rwlock 0.780 [0.750, 0.810] (30 pairs); at 327-513 ns round trip Mutex over pthread_rwlock 1.690 [1.600, 1.800] (30 pairs)."))
    }

    @Test("An estimate of a file written before kernels reads as the counter loop's")
    func olderEstimatesRead() throws {
        let old = "benchmark=contended threads=2 first=Mutex second=pthread_mutex ratio=0.8 ci_low=0.78 ci_high=0.82 "
            + "ci_level=0.95 pairs=40 settled=yes first_ns=20 second_ns=25"
        let estimate = try #require(PairedEstimate(metadataValue: old))
        #expect(estimate.workload == nil && estimate.byPlacement.isEmpty)
        #expect(PairedEstimate(metadataValue: old + " placements=1-2:3") == nil, "a placement that cannot be read is refused")
    }
}
