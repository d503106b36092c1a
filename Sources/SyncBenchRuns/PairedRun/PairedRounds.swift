import SyncBenchCore
import SyncBenchResults

/// The forks of a paired run's two sides, a `ForkSlot` each, and what it takes to measure one pair: asking each
/// side, adding what each gave to the case's record, and noticing when a side can no longer serve.
struct PairedRounds {
    private let sides: [PairedRunner.SideRole: ForkSlot]
    /// The forks of both sides that a round's end sent away (`dismiss()`), which the next step waits for.
    private let departures = ForkDepartures()
    private let policy: PairedPolicy
    private let stop: StopSignal
    /// The batch each case's first measurement calibrated, which every later fork of either side reuses, so
    /// that both sides run the same loop.
    private var batches: [Int: Int] = [:]
    /// How the run ends, once a side cannot go on: it cannot serve (`failed`), or it lost too many measurements
    /// in a row (`lostInARow`).
    private(set) var ending: PairedRunner.Outcome?

    /// The sides whose forks `baseline` and `current` start, each learning its build from its first fork when
    /// its launcher expects none; the pairs are judged under `policy`. With `sharedForks` (two primitives of one
    /// build, `bench versus`), `current` is ignored and one fork a round measures both halves of every pair.
    init(
        baseline: ForkLauncher, current: ForkLauncher, sharedForks: Bool = false, policy: PairedPolicy, stop: StopSignal,
        deadlines: ForkDeadlines
    ) {
        let baselineSlot = ForkSlot(baseline, stop: stop, deadlines: deadlines, departures: departures)
        sides = [
            .baseline: baselineSlot,
            .current: sharedForks ? baselineSlot : ForkSlot(current, stop: stop, deadlines: deadlines, departures: departures),
        ]
        self.policy = policy
        self.stop = stop
    }

    /// The side called `role`.
    func side(_ role: PairedRunner.SideRole) -> ForkSlot {
        sides[role]!
    }

    /// Ends both sides' forks and waits for every fork sent away to be gone.
    func retire() {
        sides.values.forEach { $0.retire() }
        departures.awaitAll()
    }

    /// Ends both sides' forks at the end of a pair round, without waiting for them to be gone: each pair round
    /// starts fresh ones, and its first step waits for these once its own fork has started (`ForkDepartures`).
    func dismiss() {
        sides.values.forEach { $0.dismiss() }
    }

    /// Makes `layout` the placement of both sides' next forks: the two halves of every pair of a round measure
    /// under the same draw, so that what a placement does cancels within the pair.
    func use(layout: LayoutDraw) {
        sides.values.forEach { $0.use(layout: layout) }
    }

    /// Measures case `index` on both sides, the current side first when `currentFirst` (at the same moment when
    /// `together`), the workers of both on `workerCPUs` when given, and adds what each gave to the case's record
    /// in `state`: the pair, with `details` and each half's own, when both gave a figure, and any look due. A
    /// fork lost while it measured (it crashed, hung or broke the protocol) counts as a failure of the case on
    /// its side, as a lost fork does in `bench run`, unless the run was being stopped.
    /// - Returns: what happened, in order.
    mutating func pair(
        _ index: Int, currentFirst: Bool, together: Bool, workerCPUs: [PairedRunner.SideRole: [Int]], details: PairDetails,
        state: inout PairedRunState
    ) -> [PairedRunner.Event] {
        var medians: [PairedRunner.SideRole: Double] = [:]
        var details = details
        let interruption = measure(
            index, currentFirst: currentFirst, together: together, workerCPUs: workerCPUs, medians: &medians, halves: &details.halves,
            state: &state
        )
        let paired = state.cases[index].record(medians, currentFirst: currentFirst, details: details)
        if let interruption { return [interruption] }
        guard paired else { return [] }
        var events: [PairedRunner.Event] = [.paired(index: index)]
        let casePolicy = policy.forCase(threads: state.cases[index].benchmarkCase.threads)
        if let look = state.cases[index].track.look(casePolicy, cases: state.cases.count), look.state != .open {
            state.cases[index].decidedEarly = true
            events.append(.decided(index: index, look))
        }
        return events
    }

    /// Asks both sides for case `index` in the pair's order and collects each fork's median in `medians`, and
    /// when and where each half was measured in `halves`.
    /// - Returns: what cut the pair short (a side's build lacks the case, or a side's fork was lost), or nil.
    private mutating func measure(
        _ index: Int, currentFirst: Bool, together: Bool, workerCPUs: [PairedRunner.SideRole: [Int]],
        medians: inout [PairedRunner.SideRole: Double], halves: inout [PairedRunner.SideRole: PairDetails.Half],
        state: inout PairedRunState
    ) -> PairedRunner.Event? {
        let order: [PairedRunner.SideRole] = currentFirst ? [.current, .baseline] : [.baseline, .current]
        let record = state.cases[index]
        var plan = record.plan
        var asked: [PairedRunner.SideRole] = []
        var askedAt: [PairedRunner.SideRole: UInt64] = [:]
        var culprit = order[0]
        do throws(ForkLoss) {
            for role in order {
                culprit = role
                // The batch the case's first half calibrated, from the pair's second half on: both sides run the same loop.
                plan.fixedBatch = record.plan.fixedBatch ?? batches[index]
                plan.workerCPUs = workerCPUs[role]
                askedAt[role] = MonotonicClock.now()
                let benchmarkCase = record.benchmarkCase(on: role)
                try side(role).ask(label: benchmarkCase.label, plan: plan, workers: benchmarkCase.workersPerWindow)
                asked.append(role)
                if together && asked.count < order.count { continue }
                for waiting in asked {
                    culprit = waiting
                    guard let round = try outcome(of: waiting) else {
                        asked.forEach { side($0).retire() }
                        state.cases[index].missingOn = waiting
                        return .missing(index: index, on: waiting)
                    }
                    medians[waiting] = state.cases[index].add(round, on: waiting)
                    let measurement = round.measurement
                    halves[waiting] = PairDetails.Half(
                        askedAt: askedAt[waiting] ?? 0, receivedAt: MonotonicClock.now(),
                        probe: measurement.hostProbes.first?.nanoseconds, layout: measurement.layouts.first ?? nil,
                        roundTrip: measurement.cpuRoundTrip, unpinnedWorkers: measurement.unpinnedWorkers
                    )
                    batches[index] = batches[index] ?? (measurement.windows.isEmpty ? nil : measurement.batchSize)
                    if !measurement.stuckWorkers.isEmpty { side(waiting).retire() }
                }
                asked = []
            }
        } catch {
            asked.forEach { side($0).retire() }
            let fork = "fork \(side(culprit).forksStarted) \(error)"
            let outcome = side(culprit).charge(error)
            if outcome != .cannotServe && stop.reason == nil { state.cases[index].add(.lost(fork), on: culprit) }
            end(after: outcome, error, on: culprit)
            return .lost(index: index, culprit, reason: "\(culprit.rawValue) \(fork)")
        }
        return nil
    }

    /// The outcome of the step last asked of side `role`: its round, nil when the fork's build lacks the case.
    /// - Throws: the `ForkLoss` that lost the step, or `ForkLoss.refused` when the run was stopped.
    private func outcome(of role: PairedRunner.SideRole) throws(ForkLoss) -> MeasuredRound? {
        while true {
            switch side(role).next() {
            case .starting: continue
            case .measured(let round): return round
            case .unknownCase: return nil
            case .lost(let loss): throw loss
            case .stopped: throw .refused(reason: "the run was stopped")
            }
        }
    }

    /// Ends the run when a loss on `role` says so, unless it is being stopped anyway: as a side that cannot
    /// serve, or as a side that lost its measurements in a row (whose cases are marked failed).
    private mutating func end(after outcome: ForkSlot.LossOutcome, _ loss: ForkLoss, on role: PairedRunner.SideRole) {
        guard stop.reason == nil else { return }
        switch outcome {
        case .goesOn:
            break
        case .cannotServe:
            ending = .failed(role, reason: "\(side(role).executable) \(loss)")
        case .lostInARow(let count):
            ending = .lostInARow(role, reason: "\(count) measurements in a row lost the same way: \(side(role).executable) \(loss)")
        }
    }
}
