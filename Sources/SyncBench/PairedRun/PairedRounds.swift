/// The forks of a paired run's two sides and what it takes to measure one pair: asking each side, keeping
/// what each gave, and noticing when a side can no longer serve.
struct PairedRounds {
    private let runner: PairedRunner
    private let sides: [PairedRunner.SideRole: PairedSide]
    /// Each side's last loss and how many in a row the same way.
    private var streaks: [PairedRunner.SideRole: (kind: String, count: Int)] = [:]
    /// The batch each case's first measurement calibrated, which every later fork of either side reuses, so
    /// that both sides run the same loop.
    private var batches: [Int: Int] = [:]
    /// How the run ends, once a side cannot go on: it cannot serve (`failed`), or it lost too many measurements
    /// in a row (`lostInARow`).
    private(set) var ending: PairedRunner.Outcome?

    init(runner: PairedRunner) {
        self.runner = runner
        sides = [
            .baseline: PairedSide(.baseline, launcher: runner.baseline, stop: runner.stop, helloTimeout: runner.helloTimeout),
            .current: PairedSide(.current, launcher: runner.current, stop: runner.stop, helloTimeout: runner.helloTimeout),
        ]
    }

    /// The side called `role`.
    func side(_ role: PairedRunner.SideRole) -> PairedSide {
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
                try side(role).ask(label: runner.cases[index].label, plan: plan)
                asked.append(role)
                if together && asked.count < order.count { continue }
                for waiting in asked {
                    culprit = waiting
                    guard let measurement = try side(waiting).outcome(slack: runner.slackNanoseconds) else {
                        asked.forEach { side($0).retire() }
                        state.missing[index] = waiting
                        return events + [.missing(index: index, on: waiting)]
                    }
                    streaks[waiting] = nil
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
            if !error.isBeforeServing && runner.stop.reason == nil { state.add(.lost(fork), of: index, on: culprit) }
            note(error, on: culprit)
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

    /// Counts a loss on `role`: one before serving ends the run as a side that cannot serve; the third in a
    /// row the same way ends it as a side that lost its measurements (whose cases are marked failed).
    private mutating func note(_ loss: ForkLoss, on role: PairedRunner.SideRole) {
        let count = (streaks[role]?.kind == loss.kind ? streaks[role]?.count ?? 0 : 0) + 1
        streaks[role] = (loss.kind, count)
        guard runner.stop.reason == nil else { return }
        if loss.isBeforeServing {
            ending = .failed(role, reason: "\(side(role).executable) \(loss)")
        } else if count >= PairedRunner.lossesInARowThatStop {
            ending = .lostInARow(role, reason: "\(count) measurements in a row lost the same way: \(side(role).executable) \(loss)")
        }
    }
}
