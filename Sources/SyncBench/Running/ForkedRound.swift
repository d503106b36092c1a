import Foundation

/// How to start a fork: this program again, with arguments that make it serve one order (`ForkService`).
public struct ForkLauncher: Sendable {
    /// The program's path.
    public var executable: String
    /// The arguments that make it a fork of this run.
    public var arguments: [String]
    /// What every fork needs to lay out the same cases.
    public var context: ForkContext

    /// Makes a launcher.
    public init(executable: String, arguments: [String], context: ForkContext) {
        self.executable = executable
        self.arguments = arguments
        self.context = context
    }

    /// The command that makes a `bench` executable serve as a fork (`bench __fork`); the underscores keep it
    /// out of anyone's way.
    public static let serviceCommand = "__fork"

    /// This program's path, which a fork of it is started from; nil when it cannot be told.
    public static var currentExecutable: String? {
        Bundle.main.executablePath
    }
}

/// A round measured in a fresh process, a fork: JMH's answer to a state that a process settles into (thread
/// and page placement, a handoff pattern) and keeps for all its windows.
///
/// A fork that crashes, hangs or is killed loses only the step it was measuring: that step is reported lost
/// with the reason, and a new fork takes the steps after it. A fork is declared hung when a report is later
/// than the step's own bound (its warm-up, windows and grace for stuck workers) plus `slackNanoseconds`. A
/// fork that leaves workers stuck exits after reporting them, so that they die with it, and a new fork goes on.
struct ForkedRound: RoundMeasurer {
    /// How often a wait for a fork looks at the stop signal.
    static let stopCheckNanoseconds: UInt64 = 50_000_000

    private let launcher: ForkLauncher
    private let caseLabels: [String]
    private let steps: [ForkOrder.Step]
    private let stop: StopSignal
    private let roundNumber: Int
    private let slackNanoseconds: UInt64
    private var child: ChildProcess?
    /// The first step the current fork was given.
    private var base = 0
    /// The first step not yet reported, measured or lost.
    private var nextStep = 0
    /// The step the current fork said it started and has not reported, if any.
    private var inProgress: Int?
    /// Why the round's remaining steps are all lost, once no fork can measure them: a fork that dies before it
    /// starts a step would die again (it could not read its order, or laid out other cases).
    private var abandoned: String?

    /// The round measuring each of `steps` in order, in forks started by `launcher`; `roundNumber` (from 1)
    /// names the fork in messages, and `slackNanoseconds` is the time a fork may take beyond a step's own
    /// bound (starting a process, reporting, the operating system) before it is declared hung.
    init(
        launcher: ForkLauncher, caseLabels: [String], steps: [ForkOrder.Step], stop: StopSignal, roundNumber: Int,
        slackNanoseconds: UInt64 = 10_000_000_000
    ) {
        self.launcher = launcher
        self.caseLabels = caseLabels
        self.steps = steps
        self.stop = stop
        self.roundNumber = roundNumber
        self.slackNanoseconds = slackNanoseconds
    }

    mutating func next() -> RoundEvent? {
        guard nextStep < steps.count, stop.reason == nil else { return finish() }
        if let abandoned {
            defer { nextStep += 1 }
            return .lost(index: nextStep, reason: "fork \(roundNumber) \(abandoned)")
        }
        guard let child = child ?? start() else { return next() }
        let bound = inProgress.map { steps[$0].plan.expectedNanoseconds + steps[$0].plan.stopGraceNanoseconds } ?? 0
        switch wait(for: child, nanoseconds: bound + slackNanoseconds) {
        case .line(let line):
            return event(from: line)
        case .ended(let status, let signalled, let lastWords):
            let how = signalled ? "ended by signal \(status)" : "exited with status \(status)"
            return ended(because: how + (lastWords.isEmpty ? "" : ": \(lastWords)"))
        case .timedOut:
            child.kill()
            guard stop.reason == nil else { return finish() }
            return ended(because: "hung: no report within \((bound + slackNanoseconds) / 1_000_000_000) s, killed")
        }
    }

    /// Starts a fork for the steps from `nextStep` on; a fork that cannot start abandons them.
    private mutating func start() -> ChildProcess? {
        let order = ForkOrder(context: launcher.context, caseLabels: caseLabels, steps: Array(steps[nextStep...]))
        do {
            let started = try ChildProcess(executable: launcher.executable, arguments: launcher.arguments)
            started.send(try ForkWire.line(order))
            (child, base) = (started, nextStep)
            return started
        } catch {
            abandoned = "could not start \(launcher.executable): \(error)"
            return nil
        }
    }

    /// Waits for the fork's next line in slices, so that a stop request is seen within moments.
    private func wait(for child: ChildProcess, nanoseconds: UInt64) -> ChildProcess.Next {
        let deadline = DispatchTime.now().uptimeNanoseconds + nanoseconds
        while stop.reason == nil {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { break }
            let next = child.next(until: DispatchTime(uptimeNanoseconds: min(deadline, now + Self.stopCheckNanoseconds)))
            if next != .timedOut { return next }
        }
        return .timedOut
    }

    private mutating func event(from line: String) -> RoundEvent? {
        guard let report = try? ForkWire.decode(ForkReport.self, from: line) else {
            child?.kill()
            return ended(because: "sent a report that cannot be read")
        }
        switch report {
        case .starting(let index):
            inProgress = base + index
            return .starting(index: base + index)
        case .measured(let index, let measurement):
            (inProgress, nextStep) = (nil, base + index + 1)
            return .measured(index: base + index, measurement)
        }
    }

    /// The fork is gone: the step it was measuring, if any, is lost for `reason`, and a new fork takes the steps
    /// after it; when a fork went without reporting a single step, the rest are abandoned for `reason`.
    private mutating func ended(because reason: String) -> RoundEvent? {
        child?.closeInput()
        child = nil
        guard let lost = inProgress else {
            if nextStep == base { abandoned = reason }
            return next()
        }
        (inProgress, nextStep) = (nil, lost + 1)
        return .lost(index: lost, reason: "fork \(roundNumber) \(reason)")
    }

    /// Ends the round: the fork, if any, is told to go (its input closes) and reaped.
    private mutating func finish() -> RoundEvent? {
        child?.closeInput()
        child?.kill()
        child = nil
        return nil
    }
}
