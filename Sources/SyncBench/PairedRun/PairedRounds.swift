/// The forks of a paired run's two sides, a `ForkSlot` each, and what it takes to measure one pair: asking
/// each side, keeping what each gave, and noticing when a side can no longer serve.
struct PairedRounds {
    private let runner: PairedRunner
    private let sides: [PairedRunner.SideRole: ForkSlot]
    /// The batch each case's first measurement calibrated, which every later fork of either side reuses, so
    /// that both sides run the same loop.
    private var batches: [Int: Int] = [:]
    /// How the run ends, once a side cannot go on: it cannot serve (`failed`), or it lost too many measurements
    /// in a row (`lostInARow`).
    private(set) var ending: PairedRunner.Outcome?

    init(runner: PairedRunner) {
        self.runner = runner
        sides = [
            .baseline: ForkSlot(runner.baseline, stop: runner.stop, deadlines: runner.deadlines),
            .current: ForkSlot(runner.current, stop: runner.stop, deadlines: runner.deadlines),
        ]
    }

    /// The side called `role`.
    func side(_ role: PairedRunner.SideRole) -> ForkSlot {
        sides[role]!
    }

    /// Ends both sides' forks: each pair round starts fresh ones.
    func retire() {
        sides.values.forEach { $0.retire() }
    }

    /// Measures case `index` on both sides, the current side first when `currentFirst` (or both at once), the
    /// workers of both on `workerCPUs` when given, adds what each gave to `state` and, when both gave a figure,
    /// the pair and any look due. A fork lost while it measured (it crashed, hung or broke the protocol) counts
    /// as a failure of the case on its side, as a lost fork does in `bench run`, unless the run was being stopped.
    /// - Returns: what happened, in order.
    mutating func pair(
        _ index: Int, currentFirst: Bool, workerCPUs: [PairedRunner.SideRole: [Int]], state: inout PairedRunState
    ) -> [PairedRunner.Event] {
        let order: [PairedRunner.SideRole] = currentFirst ? [.current, .baseline] : [.baseline, .current]
        let benchmarkCase = runner.cases[index]
        var plan = runner.plans[index]
        plan.fixedBatch = plan.fixedBatch ?? batches[index]
        var events: [PairedRunner.Event] = []
        var figures: [PairedRunner.SideRole: Double] = [:]
        let together = runner.measuredSideBySide(index)
        var asked: [PairedRunner.SideRole] = []
        var culprit = order[0]
        do throws(ForkLoss) {
            for role in order {
                culprit = role
                plan.workerCPUs = workerCPUs[role]
                try side(role).ask(label: benchmarkCase.label, plan: plan, workers: benchmarkCase.workersPerWindow)
                asked.append(role)
                if together && asked.count < order.count { continue }
                for waiting in asked {
                    culprit = waiting
                    guard let measurement = try outcome(of: waiting) else {
                        asked.forEach { side($0).retire() }
                        state.missing[index] = waiting
                        return events + [.missing(index: index, on: waiting)]
                    }
                    state.add(measurement, of: index, on: waiting)
                    batches[index] = batches[index] ?? (measurement.windows.isEmpty ? nil : measurement.batchSize)
                    if !measurement.stuckWorkers.isEmpty { side(waiting).retire() }
                    figures[waiting] = Sample(measurement.windows.compactMap(\.nanosecondsPerOperation)).median
                }
                asked = []
            }
        } catch {
            asked.forEach { side($0).retire() }
            let fork = "fork \(side(culprit).forksStarted) \(error)"
            let outcome = side(culprit).charge(error)
            if outcome != .cannotServe && runner.stop.reason == nil { state.add(.lost(fork), of: index, on: culprit) }
            end(after: outcome, error, on: culprit)
            return events + [.lost(index: index, culprit, reason: "\(culprit.rawValue) \(fork)")]
        }
        guard let baseline = figures[.baseline], let current = figures[.current], baseline > 0, current > 0 else { return events }
        state.tracks[index].add(.init(baseline: baseline, current: current, currentFirst: currentFirst))
        events.append(.paired(index: index))
        if let look = state.tracks[index].look(runner.policy, cases: runner.cases.count), look.state != .open {
            state.decidedEarly.insert(index)
            events.append(.decided(index: index, look))
        }
        return events
    }

    /// The outcome of the step last asked of side `role`: its measurement, nil when the fork's build lacks the case.
    /// - Throws: the `ForkLoss` that lost the step, or `ForkLoss.refused` when the run was stopped.
    private func outcome(of role: PairedRunner.SideRole) throws(ForkLoss) -> RunMeasurement? {
        while true {
            switch side(role).next() {
            case .starting: continue
            case .measured(let measurement): return measurement
            case .unknownCase: return nil
            case .lost(let loss): throw loss
            case .stopped: throw .refused(reason: "the run was stopped")
            }
        }
    }

    /// Ends the run when a loss on `role` says so, unless it is being stopped anyway: as a side that cannot
    /// serve, or as a side that lost its measurements in a row (whose cases are marked failed).
    private mutating func end(after outcome: ForkSlot.LossOutcome, _ loss: ForkLoss, on role: PairedRunner.SideRole) {
        guard runner.stop.reason == nil else { return }
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
