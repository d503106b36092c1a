import SyncBench
import Testing

/// A result with fixed figures: every window `ns`, on a machine of 2 effective CPUs.
func findingRow(
    _ benchmark: Benchmark, _ primitive: String, role: Subject.Role? = .lock, threads: Int = 1, ns: Double,
    workload: String = "increment", status: CaseResult.Status = .ok, switches: (Double, Double)? = nil, cpu: Double = 0,
    noisy: Bool = false, jain: Double? = nil, waiting: ContendedWaiting? = nil
) -> CaseResult {
    CaseResult(
        benchmark: benchmark, primitive: primitive, role: role, contendedWaiting: waiting, workload: workload, threads: threads,
        oversubscribed: threads > 2, windowSeconds: 0.2, totalOperations: 1_000, samples: Array(repeating: ns, count: 5),
        lostUpdates: 0, batchSize: 1, status: status,
        cost: switches.map {
            ResourceCost(
                cpuNanosecondsPerOperation: cpu, voluntarySwitchesPerOperation: $0.0, involuntarySwitchesPerOperation: $0.1,
                foreignCPUPercent: noisy ? 40 : 0, isNoisy: noisy
            )
        } ?? (noisy ? ResourceCost(cpuNanosecondsPerOperation: cpu, voluntarySwitchesPerOperation: 0, involuntarySwitchesPerOperation: 0, foreignCPUPercent: 40, isNoisy: true) : nil),
        fairness: jain.map { Fairness(jainIndex: $0, coefficientOfVariation: 0.1, minimum: 1, maximum: 2, starvedWorkers: 0) }
    )
}

/// Plain contended rows of `primitive` at 1, 2, 4 and 8 threads with these ns/op.
func curve(_ primitive: String, _ ns: [Double], role: Subject.Role = .lock, switchesAt8: (Double, Double)? = nil, cpuAt8: Double = 0) -> [CaseResult] {
    zip([1, 2, 4, 8], ns).map { threads, value in
        findingRow(.contended, primitive, role: role, threads: threads, ns: value, switches: threads == 8 ? switchesAt8 : nil, cpu: cpuAt8)
    }
}

@Suite("Findings: what a results file says, from its rows alone")
struct FindingsTests {
    static let uncontended = [
        findingRow(.uncontended, "no_lock", role: .control, ns: 0.6),
        findingRow(.uncontended, "c_pthread_mutex", role: .twin, ns: 9),
        findingRow(.uncontended, "actor", role: .executor, ns: 5),
        findingRow(.uncontended, "pthread_mutex", ns: 13.2),
        findingRow(.uncontended, "Mutex", ns: 11.1),
        findingRow(.uncontended, "NSLock", ns: 13.4),
    ]

    @Test func theCheapestLockIsALockNotAControlTwinOrExecutor() throws {
        let findings = Findings(Self.uncontended)
        guard case .cheapestUncontended(let cheapest) = try #require(findings.items.first) else {
            Issue.record("no cheapest finding: \(findings.lines)")
            return
        }
        #expect(cheapest.best.primitive == "Mutex")
        #expect(cheapest.best.value == 11.1)
        #expect(cheapest.runnerUp?.primitive == "pthread_mutex")
        #expect(findings.lines == ["Cheapest lock uncontended: Mutex at 11.1 ns per lock/unlock pair [11.1, 11.1]; next pthread_mutex 13.2 ns."])
    }

    @Test func theHighestThroughputWithinTheCPUsAndOversubscribed() {
        let rows = curve("pthread_mutex", [13, 50, 60, 65]) + curve("ttas_spinlock", [6, 25, 80, 110])
            + curve("no_lock", [1, 1, 1, 1], role: .control)
        let lines = Findings(rows).lines
        #expect(lines.contains("Highest throughput at 2 threads (within the effective CPUs): ttas_spinlock 40.0 Mops/s; next pthread_mutex 20.0 Mops/s. "
            + "Beyond the CPUs it sinks in the counter loop: 9.09 Mops/s at 8 threads (oversubscribed), against 40.0 at 2."))
        #expect(lines.contains("Highest throughput oversubscribed, at 8 threads: pthread_mutex 15.4 Mops/s; next ttas_spinlock 9.09 Mops/s."))
    }

    @Test func aLockWhoseThroughputFallsTenfoldCollapsesWithTheCauseTheCostColumnsShow() throws {
        let rows = curve("pthread_mutex", [13, 50, 60, 65]) + curve("Mutex", [11, 60, 3_000, 32_000], switchesAt8: (0.98, 0.03), cpuAt8: 900)
            + curve("ttas_spinlock", [6, 25, 100, 600], switchesAt8: (0.001, 0.01), cpuAt8: 1_100)
        let findings = Findings(rows)
        let collapses = findings.items.compactMap { item -> Collapse? in
            if case .collapse(let collapse) = item { return collapse }
            return nil
        }
        #expect(collapses.map(\.from.primitive) == ["Mutex", "ttas_spinlock"])
        let mutex = try #require(collapses.first)
        #expect(mutex.factor > 500 && mutex.factor < 550)
        #expect(findings.lines.contains(
            "Mutex collapses: 16.7 Mops/s at 2 threads, 0.031 Mops/s at 8 (oversubscribed, 533x lower); at 8 threads, about 1.01 context switches "
                + "per operation (0.980 voluntary, 0.030 involuntary): every handoff sleeps in the kernel and wakes a thread."
        ))
        #expect(findings.lines.contains { $0.hasPrefix("ttas_spinlock collapses:") && $0.hasSuffix("waiters spin.") })
        #expect(!findings.lines.contains { $0.hasPrefix("pthread_mutex collapses") })
    }

    @Test func whenNoLockCollapsesItSaysSo() {
        let rows = curve("pthread_mutex", [13, 50, 60, 65]) + curve("NSLock", [13, 55, 70, 90])
        let findings = Findings(rows)
        #expect(findings.items.map(\.kind) == ["highest_throughput", "highest_throughput", "no_collapse"])
        #expect(findings.lines.contains(
            "No lock collapses: all 2 locks judged keep more than a tenth of their 2-thread throughput at 8 threads (oversubscribed)."
        ))
    }

    @Test func aFailedCaseIsLeftOutAndNamedNotJudged() {
        var rows = curve("pthread_mutex", [13, 50, 60, 65]) + curve("Mutex", [11, 60, 3_000, 32_000])
        rows[7].status = .timedOut(stuckWorkers: [3])
        let findings = Findings(rows)
        #expect(!findings.lines.contains { $0.contains("Mutex collapses") })
        #expect(findings.lines.contains(
            "No judged lock collapses: the one lock judged keeps more than a tenth of their 2-thread throughput at 8 threads "
                + "(oversubscribed). Not judged: Mutex, which failed there (see the cases left out)."
        ))
        #expect(findings.lines.last == "Left out of these findings, failed: contended Mutex increment threads=8 (timeout).")
    }

    @Test func aLockThatMadeNoProgressAtTheLargestCountIsNotCalledSound() {
        var rows = curve("Mutex", [11, 60, 3_000, 32_000])
        rows[3].status = .noProgress
        #expect(Findings(rows).lines.contains(
            "No lock could be judged for a collapse. Not judged: Mutex, which failed there (see the cases left out)."
        ))
    }

    @Test func withoutACountAboveOneWithinTheCPUsThereIsNoThroughputWithinThem() {
        let rows = [1, 4].flatMap { threads in
            [findingRow(.contended, "Mutex", threads: threads, ns: 10), findingRow(.contended, "NSLock", threads: threads, ns: 12)]
        }
        let lines = Findings(rows).lines
        #expect(!lines.contains { $0.contains("within the effective CPUs") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("Highest throughput oversubscribed, at 4 threads: Mutex") })
    }

    @Test func aNoisyRunnerUpMarksTheLineToo() {
        let rows = [findingRow(.uncontended, "Mutex", ns: 11.1), findingRow(.uncontended, "NSLock", ns: 13.4, noisy: true)]
        #expect(Findings(rows).lines.first?.hasSuffix("next NSLock 13.4~ ns. (~ measured under load)") == true)
    }

    @Test func aLockThatDidNotExcludeIsRankedNowhere() {
        var rows = Self.uncontended + curve("broken", [1, 2, 2, 2])
        rows.append(findingRow(.uncontended, "broken", ns: 1))
        rows[rows.count - 2].status = .invariantViolated(lost: 12)
        let lines = Findings(rows).lines
        #expect(lines.first?.hasPrefix("Cheapest lock uncontended: Mutex") == true)
        #expect(!lines.dropLast().contains { $0.contains("broken") })
        #expect(lines.last == "Left out of these findings, failed: contended broken increment threads=8 (invariant_violated).")
    }

    @Test func aFileWithNoContendedRowsHasNoThroughputCollapseOrFairnessFinding() {
        let kinds = Findings(Self.uncontended).items.map(\.kind)
        #expect(kinds == ["cheapest_uncontended"])
        #expect(Findings([]).items.isEmpty)
    }

    @Test func theLeastFairAreTheThreeLowestJainIndicesEachAtItsWorstCount() {
        var rows: [CaseResult] = []
        for (primitive, indices) in [("a", [0.99, 0.97, 0.95]), ("b", [0.9, 0.99, 0.98]), ("c", [1, 1, 0.999]), ("d", [0.5, 0.99, 0.99])] {
            rows += zip([2, 4, 8], indices).map { findingRow(.contended, primitive, threads: $0, ns: 50, jain: $1) }
        }
        let fair = Findings(rows).items.compactMap { item -> LeastFair? in
            if case .leastFair(let fair) = item { return fair }
            return nil
        }
        #expect(fair.first?.locks.map(\.primitive) == ["d", "b", "a"])
        #expect(fair.first?.locks.map(\.threads) == [2, 2, 8])
        #expect(Findings(rows).lines.contains(
            "Least fair (Jain's index, 1 = even): d 0.500 at 2 threads, b 0.900 at 2 threads, a 0.950 at 8 threads (oversubscribed)."
        ))
    }

    @Test func priorityInversionSortsWaitsByTheHoldAndTheBurst() {
        let inversion = { (primitive: String, wait: Double) in
            findingRow(.inversion, primitive, threads: 3, ns: wait, workload: "hold=50us burst=20ms")
        }
        let rows = [inversion("pthread_mutex_pi", 56_800), inversion("pthread_mutex", 20_185_000), inversion("Mutex", 85_600),
                    inversion("odd", 3_000_000)]
        #expect(Findings(rows).lines == [
            "Priority inversion (low holds 50.0 us, medium spins 20.0 ms): the hold bounds the high thread's wait with "
                + "pthread_mutex_pi (56.8 us), Mutex (85.6 us); the high thread waits out the burst with pthread_mutex (20.2 ms); "
                + "between the two with odd (3.00 ms).",
        ])
        let refused = findingRow(.inversion, "NSLock", threads: 3, ns: 1, workload: "hold=50us burst=20ms", status: .unavailable("SCHED_FIFO refused"))
        #expect(Findings([refused]).lines == ["Priority inversion not measured here: SCHED_FIFO refused."])
    }

    @Test func aNoisyFigureIsMarked() {
        let rows = [findingRow(.uncontended, "Mutex", ns: 11.1, noisy: true), findingRow(.uncontended, "NSLock", ns: 13.4)]
        let line = Findings(rows).lines.first ?? ""
        #expect(line.contains("Mutex at 11.1~ ns"))
        #expect(line.hasSuffix("(~ measured under load)"))
        #expect(Findings(rows).items.first?.isNoisy == true)
    }

    @Test func olderFilesTakeRolesAndFamiliesFromTheCatalogByName() {
        let catalog = Catalog([
            Subject(name: "no_lock", role: .control, family: .control, summary: "", excludes: false) { _ in .stuck([]) },
            Subject(name: "NSLock", role: .lock, family: .foundation, summary: "", excludes: true) { _ in .stuck([]) },
        ])
        let file = ResultsFile(metadata: [], results: [
            findingRow(.uncontended, "no_lock", role: nil, ns: 1), findingRow(.uncontended, "NSLock", role: nil, ns: 13),
            findingRow(.uncontended, "mine", role: nil, ns: 5),
        ]).describingSubjects(with: catalog)
        #expect(file.results.map(\.role) == [.control, .lock, nil])
        #expect(file.results.map(\.family) == [.control, .foundation, .unknown])
    }
}
