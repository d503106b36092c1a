import SyncBenchCore
import SyncBenchResults

/// Measures every case on two sides at once, in pairs, until each case is decided or the budget is spent: the
/// comparison a host that changes speed over minutes cannot fool. Its four jobs (`Job`) are `bench ab`'s two
/// builds, `bench versus`'s two primitives, the findings' leaders against their runners-up, and the slowdown
/// calibration's plain against slowed forks.
///
/// A pair round starts a fresh fork of each side and has both measure every open case, in a random order; for
/// each case the side that measures first alternates in blocks of two pairs, a coin deciding each block's
/// first, and the other follows at once (the draws are derived
/// from the seed, `PairedDraws`, so that a seed replays them). Each fork's median is one observation, and a
/// case's pair of them one log ratio, so a drift of the host over seconds falls on both sides of a pair alike
/// and cancels. A case is looked at when its pair count reaches one of the policy's
/// looks (`PairedPolicy`) and stops once decided, leaving the rounds to the cases still open.
///
/// In `bench ab` with `sideBySide`, a one-thread case is measured by both forks at the same moment, one on each
/// CPU, instead of one after the other (duet benchmarking).
package struct PairedRunner: Sendable {
    /// The two sides, as the runner names them: what each is depends on the job (`Job`): the second primitive
    /// or the runner-up is the baseline, the first primitive or the leader the current side.
    package enum SideRole: String, Sendable, CaseIterable {
        case baseline, current
    }

    /// What happens, in order, for the caller to report and record.
    package enum Event: Sendable {
        /// A side's first fork said who it is.
        case introduced(SideRole, ForkHello)
        /// A pair round starts with `open` cases to measure.
        case roundStarted(number: Int, open: Int)
        /// Case `index` has a new pair.
        case paired(index: Int)
        /// A look decided case `index`.
        case decided(index: Int, PairedLook)
        /// A side lost its measurement of case `index`, for `reason`; the pair is lost, a new fork goes on.
        case lost(index: Int, SideRole, reason: String)
        /// A side's build has no case `index`: it is not compared.
        case missing(index: Int, on: SideRole)
        /// A pair round ended: a good moment to write the files.
        case roundEnded(number: Int)
    }

    /// How a paired run ended.
    package enum Outcome: Sendable, Equatable {
        /// Every case was decided, or the budget was spent.
        case completed
        /// A stop request (the signal's number) ended the run early.
        case stopped(signal: Int32)
        /// A side's forks cannot serve, for `reason`: not a bench, another protocol, a build that changed.
        case failed(SideRole, reason: String)
        /// A side's forks served, then lost `ForkSlot.lossesInARowThatStop` measurements in a row the same way
        /// (crashed, hung), for `reason`; each case lost is marked failed on that side.
        case lostInARow(SideRole, reason: String)

        /// What ended the run when a side could not go on, `the baseline ...`; nil when it completed or was stopped.
        package var failure: String? {
            switch self {
            case .failed(let side, let reason), .lostInARow(let side, let reason): "the \(side.rawValue) \(reason)"
            case .completed, .stopped: nil
            }
        }

        /// What ended the run when its forks could not go on, without the side: `bench versus`, whose two sides
        /// are one build in one fork, names no side. Nil when it completed or was stopped.
        package var reason: String? {
            switch self {
            case .failed(_, let reason), .lostInARow(_, let reason): reason
            case .completed, .stopped: nil
            }
        }

    }

    let cases: [BenchmarkCase]
    let plans: [RunPlan]
    let job: Job
    let policy: PairedPolicy
    let budgetNanoseconds: UInt64
    let effectiveCPUs: Int
    let seed: UInt64
    let stop: StopSignal
    let deadlines: ForkDeadlines
    let cpus: [Int]
    let layout: LayoutChoice

    /// A paired run of `job` over `cases`, each under the plan at the same place in `plans`.
    /// - Parameters:
    ///   - job: what the two sides are (`Job`): the baseline side measures `cases`.
    ///   - budgetNanoseconds: the time for measuring, after which the open cases get their final look.
    ///   - seed: the seed of the order of cases and sides and of the CPUs' turns, recorded so that its draws can
    ///     be replayed (see `PairedDraws`).
    ///   - deadlines: how long a fork may take to say who it is, and beyond a step's own bound.
    ///   - cpus: the CPUs a pair's workers are pinned to (both halves alike, turned by a random amount from one
    ///     pair to the next); empty to leave them to the scheduler.
    ///   - layout: where both sides' forks of pair round `n` place what they measure: `layout.draw(stream: n)`, the
    ///     same for both halves of every pair of the round; nil draws it from `seed`.
    package init(
        _ job: Job, cases: [BenchmarkCase], plans: [RunPlan], policy: PairedPolicy, budgetNanoseconds: UInt64, effectiveCPUs: Int,
        seed: UInt64, stop: StopSignal, deadlines: ForkDeadlines = .standard, cpus: [Int] = WorkerPlacement.allowedCPUs(),
        layout: LayoutChoice? = nil
    ) {
        precondition(cases.count == plans.count, "one plan per case")
        precondition(job.currentCases.map { $0.count == cases.count } ?? true, "one current case per case")
        self.cases = cases
        self.plans = plans
        self.job = job
        self.policy = policy
        self.budgetNanoseconds = budgetNanoseconds
        self.effectiveCPUs = effectiveCPUs
        self.seed = seed
        self.stop = stop
        self.deadlines = deadlines
        self.cpus = cpus
        self.layout = layout ?? .drawn(seed: seed)
    }

    /// Runs the pair rounds, calling `observe` with each event and the state as it then stands.
    /// - Returns: how the run ended, and what it gathered (whatever the ending).
    /// - Throws: what `observe` throws (a file that cannot be written), which ends the run at once.
    package func run<Failure: Error>(
        observe: (Event, PairedRunState) throws(Failure) -> Void
    ) throws(Failure) -> (Outcome, PairedRunState) {
        var state = PairedRunState(cases: cases, plans: plans, currentCases: job.currentCases, effectiveCPUs: effectiveCPUs)
        var rounds = PairedRounds(
            baseline: job.baseline, current: job.current, sharedForks: job.sharedForks, policy: policy, stop: stop, deadlines: deadlines
        )
        defer { rounds.retire() }
        // The forks introduced here measure the first round.
        rounds.use(layout: layout.draw(stream: 1))
        for side in SideRole.allCases {
            let hello: ForkHello
            do throws(ForkLoss) {
                hello = try rounds.side(side).start()
            } catch {
                return (stop.reason.map { .stopped(signal: $0) } ?? .failed(side, reason: "\(rounds.side(side).executable) \(error)"), state)
            }
            try observe(.introduced(side, hello), state)
        }
        let started = MonotonicClock.now()
        let draws = PairedDraws(seed: seed)
        while stop.reason == nil, MonotonicClock.now() - started < budgetNanoseconds {
            let open = draws.order(of: cases.indices.filter { state.wantsPairs($0, policy: policy) }, round: state.rounds + 1)
            guard !open.isEmpty else { break }
            state.rounds += 1
            let roundLayout = layout.draw(stream: UInt64(state.rounds))
            rounds.use(layout: roundLayout)
            try observe(.roundStarted(number: state.rounds, open: open.count), state)
            for (position, index) in open.enumerated() {
                guard stop.reason == nil, MonotonicClock.now() - started < budgetNanoseconds else { break }
                let draw = draws.pair(state.cases[index].track.pairs.count + 1, of: cases[index].label, cpuCount: cpus.count)
                let placement = placement(index, turn: draw.turn, currentFirst: draw.currentFirst)
                let details = PairDetails(round: state.rounds, position: position + 1, turn: draw.turn, draw: roundLayout)
                let events = rounds.pair(
                    index, currentFirst: draw.currentFirst, together: measuredSideBySide(index), workerCPUs: placement, details: details,
                    state: &state
                )
                for event in events { try observe(event, state) }
                if let ending = rounds.ending { return (ending, lookingLast(at: state)) }
            }
            rounds.dismiss()
            try observe(.roundEnded(number: state.rounds), state)
        }
        if let signal = stop.reason { return (.stopped(signal: signal), lookingLast(at: state)) }
        return (.completed, lookingLast(at: state))
    }

    /// `state` with a last look at every case still open, over all its pairs, however the run ended: the budget, a
    /// stop or a side that could not go on. A row then shows every pair measured, not the last scheduled look's.
    private func lookingLast(at state: PairedRunState) -> PairedRunState {
        var state = state
        for index in cases.indices where !state.cases[index].track.isDecided {
            state.cases[index].track.look(policy.forCase(threads: cases[index].threads), cases: cases.count, final: true)
        }
        return state
    }

    /// The CPUs of case `index`'s workers in one pair, `cpus` turned by `turn`: none when the case has more
    /// threads than CPUs (oversubscription is the scheduler's to arrange) or places its own threads (priority
    /// inversion), or when nothing can be pinned. A handoff's two sides are pinned too: left to the scheduler,
    /// they shared a CPU in some forks and not in others, a wake-up of two speeds, and an A/A run called a false
    /// improvement on such pairs (docs/ab.md, "What it measured", the handoff case on AMD EPYC family 26 model 2).
    /// Measured side by side, the two halves run at once, so each side gets a CPU of its own: the turned first
    /// CPU for the side sent first (by the pair's coin, `currentFirst`), the next for the other, so that
    /// neither side is tied to one CPU of the two.
    func placement(_ index: Int, turn: Int, currentFirst: Bool) -> [SideRole: [Int]] {
        let benchmarkCase = cases[index]
        guard !cpus.isEmpty, benchmarkCase.threads <= cpus.count,
              benchmarkCase.benchmark.runsOnPinnableThreads else { return [:] }
        let workers = (0..<benchmarkCase.threads).map { cpus[(turn + $0) % cpus.count] }
        guard measuredSideBySide(index), cpus.count > 1 else { return [.baseline: workers, .current: workers] }
        let (first, second) = ([cpus[turn % cpus.count]], [cpus[(turn + 1) % cpus.count]])
        return currentFirst ? [.current: first, .baseline: second] : [.baseline: first, .current: second]
    }

    /// Whether case `index` is measured by both sides at once.
    func measuredSideBySide(_ index: Int) -> Bool {
        job.sideBySide && cases[index].threads == 1 && cases[index].benchmark == .uncontended
    }
}
