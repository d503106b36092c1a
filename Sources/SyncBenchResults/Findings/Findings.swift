import SyncBenchCore

/// What a results file says about the choice of a lock, computed from its rows alone: the decision table
/// (`LockChoices`), then a few one-line findings that rank every lock.
///
/// The rules (docs/findings.md says why each one):
/// - only locks are ranked (`role` lock: no controls, twins or executors), and only cases that ran `ok`;
///   a lock that failed to exclude in any case is left out of every rule, a case that timed out only itself;
/// - throughput, collapse and fairness read the plain contended increment (no work inside or outside the lock);
/// - the effective CPU count is the largest thread count not marked oversubscribed;
/// - a collapse is throughput falling by more than `Collapse.factorThreshold` from 2 threads (or the smallest
///   count above 1) to the largest count, with the cost-of-waiting columns at the largest count as the cause;
/// - a priority-inversion wait is bounded by the hold within 10 times the hold, and waits out the burst from
///   half the burst up; both are read from the workload column (`hold=50us burst=20ms`);
/// - each kernel's leader is ranked by throughput in its headline shape (the first the run measured) at each
///   thread count, the actor beside the locks in the tasks kernel, and set against the counter loop's leader at
///   the same count.
package struct Findings: Sendable, Equatable {
    /// Which lock to reach for in each kind of code, among the locks fit for application code: what the findings
    /// open with.
    package var choices: LockChoices
    /// The findings, in the order above; the failed cases last: the rankings of every lock, spinlocks included.
    package var items: [Finding]

    /// The findings of `file`: its rows, and the paired estimates its metadata holds.
    package init(_ file: ResultsFile) {
        self.init(file.results, paired: file.pairedEstimates)
    }

    /// Which placement of the workers' CPUs the contended rankings read, where the run's forks fell on both sides of
    /// a placement boundary (`PlacementView`), as the decision table does; nil where they did not.
    package var placement: PlacementView.Basis?

    /// The findings of `results`; the cheapest lock and the highest throughput also give the estimate among
    /// `paired` of their leader against their runner-up, when there is one. Where the run's forks fell under two
    /// placements, every contended figure is its forks' at the placement most of them had (`PlacementView`), and a
    /// leader that differs at the other placement is a finding of its own (`PlacementDecides`).
    package init(_ results: [CaseResult], paired: [PairedEstimate] = []) {
        let view = PlacementView(results)
        items = Self.rankings(view.main, paired: paired)
        placement = view.basis
        choices = LockChoices(view, paired: paired)
        if let other = view.other, let basis = view.basis {
            let decided = PlacementDecides.reversals(main: items, other: Self.rankings(other, paired: []), mainSide: basis.side)
            let failedAt = items.lastIndex { if case .leftOut = $0 { true } else { false } } ?? items.endIndex
            items.insert(contentsOf: decided.map(Finding.placementDecides), at: failedAt)
        }
    }

    /// The rankings of `results` as they are, each figure the case's own, in the order the type's rules give.
    private static func rankings(_ results: [CaseResult], paired: [PairedEstimate]) -> [Finding] {
        let broken = Self.brokenLocks(results)
        let locks = results.filter { $0.role == .lock && !broken.contains($0.primitive) }
        let usable = locks.filter { $0.status == .ok && $0.nanosecondsPerOperation != nil }
        let plain = locks.filter(\.isPlainContended)
        var items: [Finding] = []
        var counterLeaders: [Int: String] = [:]
        let usablePlain = usable.filter(\.isPlainContended)
        if var cheapest = Self.cheapest(usable.filter { $0.benchmark == .uncontended }) {
            cheapest.paired = Self.estimate(in: paired, uncontended: true, cheapest.best, cheapest.runnerUp)
            cheapest.sinks = Self.sinking(cheapest.best.primitive, plain: usablePlain)
            items.append(.cheapestUncontended(cheapest))
            counterLeaders[1] = cheapest.best.primitive
        }
        // Throughput is a contention finding: within the CPUs it needs a count above one.
        let withinCPUs = plain.filter { !$0.oversubscribed && $0.threads > 1 }.map(\.threads).max()
        let oversubscribed = plain.filter(\.oversubscribed).map(\.threads).max()
        for (threads, beyond) in [(withinCPUs, false), (oversubscribed, true)] {
            guard let threads, var fastest = Self.fastest(usablePlain.filter { $0.threads == threads }, beyond) else { continue }
            fastest.paired = Self.estimate(in: paired, uncontended: false, fastest.best, fastest.runnerUp)
            if !beyond { fastest.sinks = Self.sinking(fastest.best.primitive, plain: usablePlain) }
            items.append(.highestThroughput(fastest))
        }
        for threads in Set(usablePlain.map(\.threads)) where threads > 1 {
            counterLeaders[threads] = Self.fastest(usablePlain.filter { $0.threads == threads }, false)?.best.primitive
        }
        let kernelRows = results.filter { $0.benchmark.isKernel && ($0.role == .lock || $0.role == .executor) && !broken.contains($0.primitive) }
        items += Self.kernelLeaders(
            kernelRows.filter { $0.status == .ok && $0.nanosecondsPerOperation != nil }, counterLeaders: counterLeaders, paired: paired
        ) { Self.sinking($0, plain: usablePlain) }
        items += Self.collapses(plain: plain, usable: usablePlain)
        if let unfair = Self.leastFair(usablePlain) {
            items.append(.leastFair(unfair))
        }
        if let inversion = Self.inversion(results.filter { $0.benchmark == .inversion && !broken.contains($0.primitive) }) {
            items.append(.priorityInversion(inversion))
        }
        Self.markRepeatedSinking(&items)
        let failed = results.filter(\.status.isFailure)
        if !failed.isEmpty {
            items.append(.leftOut(LeftOut(cases: failed.map { (CaseKey($0), $0.status.csvValue) })))
        }
        return items
    }

    /// The estimate among `paired` of `best` against `runnerUp` (either way round), uncontended or contended at
    /// `best`'s threads.
    private static func estimate(
        in paired: [PairedEstimate], uncontended: Bool, _ best: FindingFigure, _ runnerUp: FindingFigure?
    ) -> PairedEstimate? {
        runnerUp.flatMap {
            estimate(in: paired, benchmark: uncontended ? .uncontended : .contended, workload: nil, threads: best.threads, best.primitive, $0.primitive)
        }
    }

    /// The last estimate among `paired` of `one` against `other`, either way round, in `benchmark`'s case at `threads`:
    /// a kernel's in its shape `workload`, the counter loop's with none.
    static func estimate(
        in paired: [PairedEstimate], benchmark: Benchmark, workload: String?, threads: Int, _ one: String, _ other: String
    ) -> PairedEstimate? {
        paired.last {
            $0.benchmark == benchmark && $0.workload == workload && $0.threads == threads && Set([$0.first, $0.second]) == [one, other]
        }
    }

    /// Where `primitive` sinks beyond the CPUs among the plain contended rows `plain`: its throughput at the largest
    /// count of all, beyond the CPUs, under `Sinking.threshold` of its throughput at the largest count within them
    /// above one; nil when it does not, or either was not measured.
    static func sinking(_ primitive: String, plain: [CaseResult]) -> Sinking? {
        let rows = plain.filter { $0.primitive == primitive && $0.operationsPerSecond != nil }
        guard let within = rows.filter({ !$0.oversubscribed && $0.threads > 1 }).max(by: { $0.threads < $1.threads }),
              let beyond = rows.filter(\.oversubscribed).max(by: { $0.threads < $1.threads }),
              beyond.operationsPerSecond! < Sinking.threshold * within.operationsPerSecond!
        else { return nil }
        return Sinking(within: figure(within, \.operationsPerSecond), beyond: figure(beyond, \.operationsPerSecond))
    }

    /// Marks every sinking after the first of each lock as repeated, so that its figures are given once.
    private static func markRepeatedSinking(_ items: inout [Finding]) {
        var described: Set<String> = []
        func mark(_ sinks: inout Sinking?) {
            guard let primitive = sinks?.within.primitive else { return }
            sinks?.repeated = !described.insert(primitive).inserted
        }
        for index in items.indices {
            switch items[index] {
            case .cheapestUncontended(var finding): mark(&finding.sinks); items[index] = .cheapestUncontended(finding)
            case .highestThroughput(var finding): mark(&finding.sinks); items[index] = .highestThroughput(finding)
            case .kernelLeader(var finding): mark(&finding.sinks); items[index] = .kernelLeader(finding)
            default: break
            }
        }
    }

    /// The subjects of `results` that failed to exclude in some case (`invariant_violated`): none of their figures
    /// can be trusted, so every rule leaves them out.
    static func brokenLocks(_ results: [CaseResult]) -> Set<String> {
        Set(results.filter { $0.status.word == .invariantViolated }.map(\.primitive))
    }

    /// What the findings' lines rank, as a heading above them: they follow the decision table.
    package static let rankingsTitle = "Rankings of every lock, spinlocks included: each measurement's leader and runner-up"

    /// The rankings' heading: `rankingsTitle`, and the placement whose forks the contended ones read, where the
    /// run had two.
    package var rankingsHeading: String {
        Self.rankingsTitle + (placement.map { " (contended ones at the \($0.side.rawValue) placement, as the table)" } ?? "")
    }

    /// Each finding's line, in order.
    package var lines: [String] { items.map(\.line) }

    private static func cheapest(_ rows: [CaseResult]) -> CheapestLock? {
        let ranked = rows.sorted { $0.nanosecondsPerOperation! < $1.nanosecondsPerOperation! }
        guard let best = ranked.first else { return nil }
        let interval = MedianInterval(best.estimate).map { $0.lower...$0.upper }
        return CheapestLock(best: figure(best, \.nanosecondsPerOperation), interval: interval, runnerUp: ranked.dropFirst().first.map { figure($0, \.nanosecondsPerOperation) })
    }

    private static func fastest(_ rows: [CaseResult], _ oversubscribed: Bool) -> HighestThroughput? {
        let ranked = rows.sorted { $0.nanosecondsPerOperation! < $1.nanosecondsPerOperation! }
        guard let best = ranked.first else { return nil }
        return HighestThroughput(
            best: figure(best, \.operationsPerSecond), runnerUp: ranked.dropFirst().first.map { figure($0, \.operationsPerSecond) },
            oversubscribed: oversubscribed
        )
    }

    /// A collapse per lock that falls more than tenfold, or one `noCollapse` when locks were judged and none did.
    private static func collapses(plain: [CaseResult], usable: [CaseResult]) -> [Finding] {
        let counts = Set(plain.map(\.threads))
        guard let from = counts.filter({ $0 > 1 }).min(), let to = counts.max(), to > from else { return [] }
        var judged = 0
        var found: [Finding] = []
        var failedAtLargest: [String] = []
        for primitive in orderedNames(usable) {
            guard let small = usable.first(where: { $0.primitive == primitive && $0.threads == from }) else { continue }
            guard let large = usable.first(where: { $0.primitive == primitive && $0.threads == to }) else {
                if plain.contains(where: { $0.primitive == primitive && $0.threads == to && $0.status.isFailure }) {
                    failedAtLargest.append(primitive)
                }
                continue
            }
            judged += 1
            let collapse = Collapse(
                from: figure(small, \.operationsPerSecond), to: figure(large, \.operationsPerSecond),
                cause: large.cost.map {
                    WaitingCost(
                        voluntarySwitches: $0.voluntarySwitchesPerOperation, involuntarySwitches: $0.involuntarySwitchesPerOperation,
                        switches: $0.switchesPerOperation, cpuNanoseconds: $0.cpuNanosecondsPerOperation, wallNanoseconds: large.nanosecondsPerOperation!
                    )
                }
            )
            if collapse.factor > Collapse.factorThreshold { found.append(.collapse(collapse)) }
        }
        if found.isEmpty && (judged > 0 || !failedAtLargest.isEmpty) {
            let oversubscribed = plain.contains { $0.threads == to && $0.oversubscribed }
            return [.noCollapse(NoCollapse(
                locks: judged, fromThreads: from, toThreads: to, oversubscribed: oversubscribed, failedAtLargest: failedAtLargest
            ))]
        }
        return found
    }

    /// The three locks with the lowest Jain's index, each at its least fair thread count.
    private static func leastFair(_ rows: [CaseResult]) -> LeastFair? {
        let measured = rows.filter { $0.threads > 1 && $0.fairness != nil }
        let worst = orderedNames(measured).compactMap { primitive in
            measured.filter { $0.primitive == primitive }.min { $0.fairness!.jainIndex < $1.fairness!.jainIndex }
        }
        let lowest = worst.sorted { $0.fairness!.jainIndex < $1.fairness!.jainIndex }.prefix(3)
        guard !lowest.isEmpty else { return nil }
        return LeastFair(locks: lowest.map { figure($0) { $0.fairness?.jainIndex } })
    }

    private static func inversion(_ rows: [CaseResult]) -> InversionOutcome? {
        guard let first = rows.first, let hold = Self.duration(named: "hold", in: first.workload),
              let burst = Self.duration(named: "burst", in: first.workload)
        else { return nil }
        let waits = rows.filter { $0.status == .ok && $0.nanosecondsPerOperation != nil }.map { row in
            (figure: figure(row, \.nanosecondsPerOperation), bound: InversionOutcome.Bound(wait: row.nanosecondsPerOperation!, hold: hold, burst: burst))
        }
        let unavailable = rows.lazy.compactMap(\.status.unavailableReason).first
        guard !waits.isEmpty || unavailable != nil else { return nil }
        return InversionOutcome(
            holdNanoseconds: hold, burstNanoseconds: burst, waits: waits, unavailableReason: waits.isEmpty ? unavailable : nil
        )
    }

    /// `hold=50us` in `workload` as nanoseconds (units ns, us, ms, s), or nil.
    static func duration(named name: String, in workload: String) -> Double? {
        guard let word = workload.split(separator: " ").first(where: { $0.hasPrefix("\(name)=") }) else { return nil }
        let text = word.dropFirst(name.count + 1)
        let units: [(suffix: String, scale: Double)] = [("ns", 1), ("us", 1e3), ("ms", 1e6), ("s", 1e9)]
        guard let unit = units.first(where: { text.hasSuffix($0.suffix) }),
              let number = Double(text.dropLast(unit.suffix.count)), number > 0
        else { return nil }
        return number * unit.scale
    }

    static func figure(_ row: CaseResult, _ value: (CaseResult) -> Double?) -> FindingFigure {
        FindingFigure(
            primitive: row.primitive, threads: row.threads, value: value(row) ?? .nan, noisy: row.cost?.isNoisy == true,
            oversubscribed: row.oversubscribed
        )
    }

    private static func orderedNames(_ rows: [CaseResult]) -> [String] {
        var names: [String] = []
        for row in rows where !names.contains(row.primitive) {
            names.append(row.primitive)
        }
        return names
    }
}

extension CaseResult {
    /// A contended increment with no work inside or outside the lock.
    var isPlainContended: Bool {
        benchmark == .contended && parameters.criticalNanoseconds == 0 && parameters.thinkNanoseconds == 0
    }
}
