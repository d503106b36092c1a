import SyncBenchCore
import SyncBenchResults

/// A round measured in a fresh process, a fork: JMH's answer to a state that a process settles into (thread
/// and page placement, a handoff pattern) and keeps for all its windows.
///
/// A fork that crashes, hangs, breaks the protocol or is killed while it measures loses only the step it was
/// measuring: that step is reported lost with the reason, and a new fork takes the steps after it. A fork is
/// declared hung when a report is later than the step's own bound (its warm-up, windows and grace for stuck
/// workers) plus the deadlines' slack. A fork that leaves workers stuck exits after reporting them, so that they
/// die with it: its connection is closed at once, and the next step goes to a new fork. A fork that is gone
/// before it started a step (it died between steps) is not charged for it: the step goes to a new fork, once;
/// should that one die before starting it too, the step is lost.
///
/// Some losses end the whole run instead, since every later fork would fail the same way: a program that
/// cannot be started, does not speak the protocol, refuses the session or a step, or runs another build or
/// suite than the run started with (the executable was replaced); these add no lost step, since no step was
/// measured. The third step in a row lost in the same way ends the run too, after that step (`ForkSlot`, which
/// supervises the forks, keeps that rule).
struct ForkedRound: RoundMeasurer {
    /// One step: a case's label, its plan, and the counts each of its windows holds.
    typealias Step = (label: String, plan: RunPlan, workers: Int)

    private let slot: ForkSlot
    private let steps: [Step]
    private let stop: StopSignal
    private let roundNumber: Int
    /// The first step not yet reported, measured or lost.
    private var nextStep = 0
    /// Whether `nextStep` was asked of the current fork.
    private var asked = false
    /// Whether `nextStep` was already given to a new fork after its fork was gone before starting it.
    private var retried = false
    /// Why the run must end, once a loss said so; reported after the step it lost.
    private var failure: String?

    /// The round measuring each of `steps` in order, in forks of `slot`, the run's one supervisor of its forks, so
    /// that losses in a row count across rounds; `roundNumber` (from 1) names the fork in messages.
    init(slot: ForkSlot, steps: [Step], stop: StopSignal, roundNumber: Int) {
        self.slot = slot
        self.steps = steps
        self.stop = stop
        self.roundNumber = roundNumber
    }

    mutating func next() -> RoundEvent? {
        if let failure {
            cancel()
            (self.failure, nextStep) = (nil, steps.count)
            return .failed(reason: failure)
        }
        guard nextStep < steps.count, stop.reason == nil else { return finish() }
        let step = steps[nextStep]
        if !asked {
            do throws(ForkLoss) {
                try slot.ask(label: step.label, plan: step.plan, workers: step.workers)
                asked = true
            } catch .stoppedReading {
                return retryOrLose(.stoppedReading)
            } catch {
                // A fork that cannot be started, or cannot serve, ends the run; unless the run was being stopped.
                failure = stop.reason == nil ? "fork \(roundNumber) of \(slot.executable) \(error)" : nil
                nextStep = failure == nil ? steps.count : nextStep
                return next()
            }
        }
        switch slot.next() {
        case .starting:
            return .starting(index: nextStep)
        case .measured(let round):
            // A fork that left workers stuck exits: the next step goes to a new one.
            if !round.measurement.stuckWorkers.isEmpty { slot.retire() }
            defer { (nextStep, asked, retried) = (nextStep + 1, false, false) }
            return .measured(index: nextStep, round)
        case .unknownCase:
            return lose(.refused(reason: "its build has no case '\(step.label)'"))
        case .lost(let loss) where !slot.stepStarted && Self.isEnd(loss):
            return retryOrLose(loss)
        case .lost(let loss):
            return lose(loss)
        case .stopped:
            return finish()
        }
    }

    /// Ends the round at once: the fork, if any, is told to go and killed.
    mutating func cancel() {
        slot.retire()
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
        switch slot.charge(loss) {
        case .cannotServe:
            failure = "fork \(roundNumber) of \(slot.executable) \(loss)"
            return next()
        case .lostInARow(let count):
            failure = "\(count) steps in a row lost the same way: fork \(roundNumber) \(loss)"
        case .goesOn:
            break
        }
        let lost = nextStep
        (nextStep, asked, retried) = (nextStep + 1, false, false)
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
