/// A round measured in a fresh process, a fork: JMH's answer to a state that a process settles into (thread
/// and page placement, a handoff pattern) and keeps for all its windows.
///
/// A fork that crashes, hangs, breaks the protocol or is killed while it measures loses only the step it was
/// measuring: that step is reported lost with the reason, and a new fork takes the steps after it. A fork is
/// declared hung when a report is later than the step's own bound (its warm-up, windows and grace for stuck
/// workers) plus `slackNanoseconds`. A fork that leaves workers stuck exits after reporting them, so that they
/// die with it: its connection is closed at once, and the next step goes to a new fork. A fork that is gone
/// before it started a step (it died between steps) is not charged for it: the step goes to a new fork, once;
/// should that one die before starting it too, the step is lost.
///
/// Some losses end the whole run instead, since every later fork would fail the same way: a program that
/// cannot be started, does not speak the protocol, refuses the session or a step, or runs another build or
/// suite than the run started with (the executable was replaced); these add no lost step, since no step was
/// measured. The third step in a row lost in the same way ends the run too, after that step.
struct ForkedRound: RoundMeasurer {
    /// Steps lost in a row, the same way, that end the run.
    static let lossesInARowThatStop = 3

    /// One step: a case's label, its plan, and the counts each of its windows holds.
    typealias Step = (label: String, plan: RunPlan, workers: Int)

    private let launcher: ForkLauncher
    private let steps: [Step]
    private let stop: StopSignal
    private let roundNumber: Int
    private let slackNanoseconds: UInt64
    private let helloTimeout: UInt64
    private let clock: @Sendable () -> UInt64
    private var connection: ForkConnection?
    /// The first step not yet reported, measured or lost.
    private var nextStep = 0
    /// Whether `nextStep` was asked of the current fork.
    private var asked = false
    /// Whether `nextStep` was already given to a new fork after its fork was gone before starting it.
    private var retried = false
    /// The way the last steps were lost, and how many in a row.
    private var streak: (kind: String, count: Int)?
    /// Why the run must end, once a loss said so; reported after the step it lost.
    private var failure: String?

    /// The round measuring each of `steps` in order, in forks started by `launcher`; `roundNumber` (from 1)
    /// names the fork in messages, and `slackNanoseconds` is the time a fork may take beyond a step's own bound
    /// (starting a process, reporting, the operating system) before it is declared hung; `clock` is the clock
    /// those deadlines are read on (see `ForkConnection`).
    init(
        launcher: ForkLauncher, steps: [Step], stop: StopSignal, roundNumber: Int,
        slackNanoseconds: UInt64 = 10_000_000_000, helloTimeout: UInt64 = ForkLauncher.helloTimeoutNanoseconds,
        clock: @escaping @Sendable () -> UInt64 = MonotonicClock.now
    ) {
        self.launcher = launcher
        self.steps = steps
        self.stop = stop
        self.roundNumber = roundNumber
        self.slackNanoseconds = slackNanoseconds
        self.helloTimeout = helloTimeout
        self.clock = clock
    }

    mutating func next() -> RoundEvent? {
        if let failure {
            cancel()
            (self.failure, nextStep) = (nil, steps.count)
            return .failed(reason: failure)
        }
        guard nextStep < steps.count, stop.reason == nil else { return finish() }
        guard let connection = connection ?? start() else { return next() }
        let step = steps[nextStep]
        if !asked {
            asked = true
            guard connection.ask(label: step.label, plan: step.plan, workers: step.workers) else { return retryOrLose(.stoppedReading) }
        }
        switch connection.next(slack: slackNanoseconds) {
        case .starting:
            return .starting(index: nextStep)
        case .measured(let measurement):
            // A fork that left workers stuck exits: the next step goes to a new one.
            if !measurement.stuckWorkers.isEmpty { cancel() }
            defer { (nextStep, asked, retried, streak) = (nextStep + 1, false, false, nil) }
            return .measured(index: nextStep, measurement)
        case .unknownCase:
            return lose(.refused(reason: "its build has no case '\(step.label)'"))
        case .lost(let loss) where !connection.stepStarted && Self.isEnd(loss):
            return retryOrLose(loss)
        case .lost(let loss):
            return lose(loss)
        case .stopped:
            return finish()
        }
    }

    /// Ends the round at once: the fork, if any, is told to go and killed.
    mutating func cancel() {
        connection?.close()
        connection = nil
    }

    /// Starts a fork for the steps from `nextStep` on; a fork that cannot serve ends the run.
    private mutating func start() -> ForkConnection? {
        do {
            connection = try ForkConnection(
                launcher, session: launcher.session, expectedBuild: launcher.expectedBuild, stop: stop, helloTimeout: helloTimeout,
                clock: clock
            )
            asked = false
            return connection
        } catch {
            failure = stop.reason == nil ? "fork \(roundNumber) of \(launcher.executable) \(error)" : nil
            nextStep = failure == nil ? steps.count : nextStep
            return nil
        }
    }

    /// The fork was gone before it started `nextStep` (it died between steps, or stopped reading): the step
    /// was not measured, so it goes to a new fork, once; lost for `loss` when it was already given to one.
    private mutating func retryOrLose(_ loss: ForkLoss) -> RoundEvent? {
        guard !retried else { return lose(loss) }
        cancel()
        (asked, retried) = (false, true)
        return next()
    }

    /// The fork is gone: the step it was given is lost for `loss`, and a new fork takes the steps after it;
    /// the same loss too many times in a row ends the run after this step. A loss before serving (a refusal)
    /// measured nothing: it ends the run at once, with no lost step.
    private mutating func lose(_ loss: ForkLoss) -> RoundEvent? {
        cancel()
        if loss.isBeforeServing {
            failure = "fork \(roundNumber) of \(launcher.executable) \(loss)"
            return next()
        }
        let lost = nextStep
        (nextStep, asked, retried) = (nextStep + 1, false, false)
        let count = (streak?.kind == loss.kind ? streak?.count ?? 0 : 0) + 1
        streak = (loss.kind, count)
        if count >= Self.lossesInARowThatStop {
            failure = "\(count) steps in a row lost the same way: fork \(roundNumber) \(loss)"
        }
        return .lost(index: lost, reason: "fork \(roundNumber) \(loss)")
    }

    /// Whether `loss` is the fork's end (an exit or a signal), rather than something it did wrong.
    private static func isEnd(_ loss: ForkLoss) -> Bool {
        if case .ended = loss { true } else { false }
    }

    private mutating func finish() -> RoundEvent? {
        cancel()
        return nil
    }
}
