import SyncBench
import Testing

/// A row of the decision table's tests: `findingRow`'s, with how its lock waits (a spinlock spins, every other lock
/// sleeps unless told) and, for the cache and tasks kernels, the read share its shape names.
private func choiceRow(
    _ benchmark: Benchmark, _ primitive: String, role: Subject.Role = .lock, threads: Int = 1, ns: Double,
    workload: String = "increment", status: CaseResult.Status = .ok, waiting: ContendedWaiting? = nil
) -> CaseResult {
    var result = findingRow(
        benchmark, primitive, role: role, threads: threads, ns: ns, workload: workload, status: status,
        waiting: waiting ?? (primitive.hasSuffix("spinlock") ? .spins : .sleeps)
    )
    if benchmark == .cache || benchmark == .tasks { result.parameters.readPercent = Int(workload.dropFirst(4)) }
    return result
}

/// Plain contended rows of `primitive` at 1, 2, 4 and 8 threads (2 CPUs) with these ns/op.
private func choiceCurve(_ primitive: String, _ ns: [Double]) -> [CaseResult] {
    zip([1, 2, 4, 8], ns).map { choiceRow(.contended, primitive, threads: $0, ns: $1) }
}

/// A row whose five windows spread from `low` to `low + 4`, so that its interval of the median is `low...low + 4`.
private func spread(_ benchmark: Benchmark, _ primitive: String, threads: Int, low: Double) -> CaseResult {
    var result = choiceRow(benchmark, primitive, threads: threads, ns: low)
    result.samples = [low, low + 1, low + 2, low + 3, low + 4]
    return result
}

@Suite("The decision table: which lock for your code, among the locks fit for application code")
struct LockChoicesTests {
    /// A run in which the spinlock tops every ranking: uncontended, the counter loop within and beyond the CPUs,
    /// every kernel; and the inversion test, where one lock bounds the wait and another waits out the burst.
    static let spinlockEverywhere: [CaseResult] = [
        choiceRow(.uncontended, "ttas_spinlock", ns: 2), choiceRow(.uncontended, "Mutex", ns: 5), choiceRow(.uncontended, "pthread_mutex", ns: 6),
    ] + choiceCurve("ttas_spinlock", [2, 10, 12, 15]) + choiceCurve("Mutex", [5, 20, 300, 2_000]) + choiceCurve("pthread_mutex", [6, 25, 26, 27])
        + [Benchmark.cache, .queue, .striped, .tasks].flatMap { kernel in
            let shape = kernel == .queue ? "ring=32" : kernel == .striped ? "stripes=8 padded" : "read95"
            return [
                choiceRow(kernel, "ttas_spinlock", threads: 2, ns: 30, workload: shape), choiceRow(kernel, "Mutex", threads: 2, ns: 40, workload: shape),
                choiceRow(kernel, "NSLock", threads: 2, ns: 60, workload: shape),
            ]
        }
        + [choiceRow(.tasks, "actor", role: .executor, threads: 2, ns: 500, workload: "read95")]
        + [("pthread_mutex_pi", 60_000.0), ("Mutex", 84_000), ("pthread_mutex", 20_070_000)].map {
            choiceRow(.inversion, $0.0, threads: 3, ns: $0.1, workload: "hold=50us burst=20ms")
        }

    @Test("Where a spinlock tops every ranking, every row recommends a lock fit for application code; the spinlock is named below with its reason")
    func aSpinlockThatTopsEveryRankingIsNotRecommended() throws {
        let findings = Findings(Self.spinlockEverywhere)
        let leaders = findings.items.compactMap { item -> String? in
            switch item {
            case .cheapestUncontended(let finding): finding.best.primitive
            case .highestThroughput(let finding): finding.best.primitive
            case .kernelLeader(let finding): finding.best.primitive
            default: nil
            }
        }
        #expect(leaders.count == 7 && leaders.allSatisfy { $0 == "ttas_spinlock" }, "the spinlock tops every ranking: \(leaders)")

        let choices = findings.choices
        #expect(choices.rows.map(\.scenario) == Scenario.allCases)
        #expect(choices.rows.allSatisfy { !$0.named.contains("ttas_spinlock") })
        #expect(choices.rows.map { $0.chosen.figure.primitive } == [
            "Mutex", "Mutex", "pthread_mutex", "Mutex", "Mutex", "Mutex", "Mutex", "pthread_mutex_pi",
        ])
        #expect(choices.cells(.plain)[0] == [
            "one thread at a time", "Mutex", "uncontended, ns per lock/unlock pair: Mutex 5.00 [5.00, 5.00]; next pthread_mutex 6.00 [6.00, 6.00]",
            "you wait for a condition: a mutex with its condition variable",
        ])
        #expect(choices.unrecommended.map(\.primitive) == ["ttas_spinlock"])
        let note = try #require(choices.notes(.plain).first)
        #expect(note.heading == "Not recommended for application code")
        #expect(note.text == "ttas_spinlock: their waiters spin and never sleep, so with more threads than CPUs a waiter burns the "
            + "time slice the lock's owner needs, and a waiter of high priority can spin while the owner it waits for is not run.")
        #expect(choices.markdown.contains("- **Not recommended for application code**: `ttas_spinlock`: their waiters spin and never sleep"))
    }

    @Test("The row within the CPUs says where its lock sinks beyond them, pointing to the next row")
    func theRowWithinTheCPUsSaysWhereItsLockSinks() throws {
        let choices = LockChoices(Self.spinlockEverywhere)
        let within = try #require(choices.cells(.markdown).first { $0[0] == Scenario.withinCPUs.title })
        #expect(within[1] == "`Mutex`")
        #expect(within[3] == "threads outnumber the CPUs: the next row; in the counter loop `Mutex` falls to 0.500 Mops/s at 8 threads, "
            + "beyond the CPUs, against 50.0 at 2")
        let priorities = try #require(choices.cells(.plain).last)
        #expect(priorities[2] == "the high thread's wait (low holds 50.0 us, medium spins 20.0 ms): pthread_mutex_pi 60.0 us [60.0, 60.0]; "
            + "next Mutex 84.0 us [84.0, 84.0]", "a lock that waits out the burst is no candidate: \(priorities)")
    }

    @Test("Two candidates within each other's interval are both named: no difference resolved")
    func twoCandidatesWithinEachOthersIntervalAreBothNamed() throws {
        let rows = [spread(.contended, "Mutex", threads: 2, low: 10), spread(.contended, "pthread_mutex_adaptive", threads: 2, low: 10.5)]
        let choice = try #require(LockChoices(rows).rows.first)
        #expect(choice.scenario == .withinCPUs)
        #expect(!choice.resolved)
        #expect(choice.named == ["Mutex", "pthread_mutex_adaptive"])
        #expect(LockChoices(rows).cells(.markdown)[0][1] == "`Mutex` or `pthread_mutex_adaptive`: no difference resolved")

        let apart = [spread(.contended, "Mutex", threads: 2, low: 10), spread(.contended, "pthread_mutex_adaptive", threads: 2, low: 20)]
        #expect(LockChoices(apart).rows.first?.named == ["Mutex"], "intervals that do not meet tell the two apart")
    }

    @Test("Pairs decide over the intervals: a ratio whose interval holds 1 names both, one that leaves 1 out the cheaper in pairs")
    func pairsDecide() throws {
        let rows = [choiceRow(.contended, "Mutex", threads: 2, ns: 10), choiceRow(.contended, "pthread_mutex_adaptive", threads: 2, ns: 12)]
        let even = PairedFindingsTests.estimate(.contended, threads: 2, "pthread_mutex_adaptive", "Mutex", ratio: 1.0)
        let tied = try #require(LockChoices(rows, paired: [even]).rows.first)
        #expect(!tied.resolved && tied.named == ["Mutex", "pthread_mutex_adaptive"], "the pairs' interval holds 1")

        let reversed = PairedFindingsTests.estimate(.contended, threads: 2, "pthread_mutex_adaptive", "Mutex", ratio: 0.9)
        let choices = LockChoices(rows, paired: [reversed])
        let choice = try #require(choices.rows.first)
        #expect(choice.resolved && choice.named == ["pthread_mutex_adaptive"], "the cheaper in pairs is recommended")
        #expect(choices.cells(.plain)[0][2].hasSuffix("; in pairs (40, both in one process each): pthread_mutex_adaptive costs 10.0% less "
            + "than Mutex (95% interval: 9.1% to 10.9% less); the pairs reverse the ranking"))
    }

    @Test("A scenario the run did not measure is left out, and the table says so; an inversion that could not run says why")
    func aScenarioNotMeasuredIsLeftOut() throws {
        let refused = findingRow(
            .inversion, "Mutex", threads: 3, ns: 1, workload: "hold=50us burst=20ms", status: .unavailable("SCHED_FIFO refused"), waiting: .sleeps
        )
        let choices = LockChoices([choiceRow(.uncontended, "Mutex", ns: 5), refused])
        #expect(choices.rows.map(\.scenario) == [.oneThread])
        #expect(choices.omitted.map(\.scenario) == Array(Scenario.allCases.dropFirst()))
        #expect(choices.omitted.first { $0.scenario == .manyLocks }?.reason == "not measured by this run (the striped kernel)")
        #expect(choices.omitted.last?.reason == "not measured here: SCHED_FIFO refused")
        let note = try #require(choices.notes(.plain).first { $0.heading == "Not in the table" })
        #expect(note.text.hasPrefix("a short section, threads within the CPUs: not measured by this run (the counter loop at more than one thread"))
        #expect(note.text.hasSuffix("; thread priorities matter: not measured here: SCHED_FIFO refused."))
        #expect(!choices.markdown.contains("| many locks |"))
    }

    @Test("A lock that failed to exclude is recommended in no row and named below the table; a failed case leaves only its own row")
    func aLockThatFailedItsInvariantIsNeverRecommended() throws {
        let rows = [
            choiceRow(.uncontended, "Mutex", ns: 4), choiceRow(.uncontended, "NSLock", ns: 7), choiceRow(.uncontended, "pthread_mutex", ns: 6),
            choiceRow(.contended, "Mutex", threads: 2, ns: 5, status: .invariantViolated(lost: 3)),
            choiceRow(.contended, "NSLock", threads: 2, ns: 20), choiceRow(.contended, "pthread_mutex", threads: 2, ns: 25),
            choiceRow(.contended, "NSLock", threads: 8, ns: 1, status: .timedOut(stuckWorkers: [0])),
            choiceRow(.contended, "pthread_mutex", threads: 8, ns: 30),
        ]
        let choices = LockChoices(rows)
        #expect(choices.rows.allSatisfy { !$0.named.contains("Mutex") && $0.runnerUp?.figure.primitive != "Mutex" })
        #expect(choices.rows.map { $0.chosen.figure.primitive } == ["pthread_mutex", "NSLock", "pthread_mutex"])
        #expect(choices.failed == ["Mutex"])
        #expect(choices.notes(.plain).contains { $0.heading == "Never recommended" && $0.text == "Mutex, which failed to exclude." })
    }

    @Test("A lock that does not say how it waits is not judged, and named so; the actor is a candidate only for tasks")
    func undeclaredLocksAreNotJudged() throws {
        let rows = [
            choiceRow(.uncontended, "mine", ns: 1, waiting: .undeclared), choiceRow(.uncontended, "Mutex", ns: 5),
            choiceRow(.tasks, "actor", role: .executor, threads: 2, ns: 20, workload: "read95"),
            choiceRow(.tasks, "Mutex", threads: 2, ns: 40, workload: "read95"),
        ]
        let choices = LockChoices(rows)
        #expect(choices.rows.map { $0.chosen.figure.primitive } == ["Mutex", "actor"])
        #expect(choices.notes(.plain).first?.text == "mine: they do not say how their waiters wait (LockPrimitive.contendedWaiting), so the rule cannot judge them.")
        #expect(choices.notes(.plain).first?.heading == "Not judged")
    }

    @Test("A file with no row the table reads has nothing to say")
    func nothingToSay() {
        #expect(LockChoices([]).isEmpty)
        #expect(Findings([]).choices.isEmpty)
        let spinOnly = LockChoices([choiceRow(.uncontended, "ttas_spinlock", ns: 2)])
        #expect(!spinOnly.isEmpty && spinOnly.rows.isEmpty)
        #expect(spinOnly.omitted.first?.reason == "no lock fit for application code measured there (uncontended)")
        #expect(spinOnly.notes(.plain).first?.text == "no lock fit for application code was measured.")
    }
}
