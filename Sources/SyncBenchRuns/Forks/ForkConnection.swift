import SyncBenchCore
import SyncBenchResults
import Foundation

/// The parent's side of one fork: started, introduced, given its session, then asked for one step at a time,
/// with everything it says checked.
///
/// A fork's first line must be its hello, within the deadlines' hello time; a hello of another protocol version,
/// or of another build or suite than the launcher expects, is refused, and only an accepted fork is sent its
/// session. A report that cannot be read, that is too long, that names another step than the one asked for, or whose measurement could not come from the plan (`ForkReportCheck`) is a protocol error: the
/// fork is killed and the step lost, with the offending line quoted.
final class ForkConnection {
    /// What waiting on a step gave.
    enum Event: Equatable {
        /// The fork started the step.
        case starting
        /// The fork measured the step: its report, checked, with its figures (`MeasuredRound`), made here once.
        case measured(MeasuredRound)
        /// The fork's build has no case with the step's label.
        case unknownCase
        /// The fork is lost for this reason; it has been killed. The connection's `stepStarted` tells whether
        /// it had started the step.
        case lost(ForkLoss)
        /// The stop signal was raised while waiting.
        case stopped
    }

    /// Who the fork said it is.
    let hello: ForkHello
    private let child: ChildProcess
    private let stop: StopSignal
    /// How long the fork may take, and the clock that is read on.
    private let deadlines: ForkDeadlines
    /// The step the fork was last asked for: its place in the session, its plan, and the counts each of its
    /// windows must hold.
    private var asked: (index: Int, plan: RunPlan, workers: Int)?
    /// Whether the fork said it started the step last asked for.
    private(set) var stepStarted = false
    private var nextIndex = 0

    /// How often a wait looks at the stop signal.
    static let stopCheckNanoseconds: UInt64 = 50_000_000

    /// Starts a fork from `launcher`, waits for its hello within `deadlines.helloNanoseconds` and, once the
    /// hello is accepted, sends it the launcher's session.
    /// - Throws: the `ForkLoss` that makes this program unusable as a fork; the child is gone by then.
    init(_ launcher: ForkLauncher, stop: StopSignal, deadlines: ForkDeadlines) throws(ForkLoss) {
        if let problem = ForkLauncher.startProblem(launcher.executable) { throw .cannotStart(reason: problem) }
        let child: ChildProcess
        do {
            child = try ChildProcess(executable: launcher.executable, arguments: launcher.arguments, environment: launcher.environment)
        } catch {
            throw .cannotStart(reason: "\(error)")
        }
        self.child = child
        self.stop = stop
        self.deadlines = deadlines
        do {
            hello = try Self.hello(of: child, launcher: launcher, stop: stop, deadlines: deadlines)
        } catch {
            child.kill()
            throw error
        }
        guard let line = try? ForkWire.line(ForkRequest.session(launcher.session)) else {
            child.kill()
            throw .protocolError("the session cannot be encoded")
        }
        child.send(line)
    }

    /// The fork's hello, once checked against what `launcher` asks of it.
    private static func hello(
        of child: ChildProcess, launcher: ForkLauncher, stop: StopSignal, deadlines: ForkDeadlines
    ) throws(ForkLoss) -> ForkHello {
        let timeout = deadlines.helloNanoseconds
        switch wait(for: child, nanoseconds: timeout, stop: stop, clock: deadlines.clock) {
        case .line(let first):
            guard case .hello(let hello)? = try? ForkWire.decode(ForkReport.self, from: first) else { throw .notAFork(firstLine: first) }
            guard hello.protocolVersion == ForkProtocol.version else { throw .otherProtocol(version: hello.protocolVersion) }
            if let expectedBuild = launcher.expectedBuild, hello.build != expectedBuild { throw .otherBuild(expected: expectedBuild, found: hello.build) }
            if let suite = launcher.expectedSuite, hello.suite != suite { throw .otherSuite(expected: suite, found: hello.suite) }
            return hello
        case .tooLong(let start):
            throw .notAFork(firstLine: start)
        case .ended(let status, let signalled, let lastWords):
            throw .endedBeforeHello(status: status, signalled: signalled, lastWords: lastWords)
        case .timedOut:
            if stop.reason != nil { throw .refused(reason: "the run was stopped") }
            if child.hasClosedOutput { throw .closedOutput(seconds: Int(timeout / 1_000_000_000)) }
            throw .silent(seconds: Int(timeout / 1_000_000_000))
        }
    }

    /// Asks the fork to measure the case labelled `label` under `plan`, each of whose windows must hold
    /// `workers` counts (`BenchmarkCase.workersPerWindow`); false when the fork no longer reads.
    func ask(label: String, plan: RunPlan, workers: Int) -> Bool {
        guard let line = try? ForkWire.line(ForkRequest.step(ForkStep(index: nextIndex, label: label, plan: plan))) else { return false }
        asked = (nextIndex, plan, workers)
        stepStarted = false
        nextIndex += 1
        return child.send(line)
    }

    /// The next event of the step asked for, waiting at most the deadlines' slack beyond what the step may take
    /// (nothing before it starts; its warm-up, windows and grace for stuck workers after). Only after `ask`.
    func next() -> Event {
        let slack = deadlines.slackNanoseconds
        guard let asked else { preconditionFailure("ForkConnection.next before ask, or after the step's outcome") }
        let bound = stepStarted ? asked.plan.expectedNanoseconds + asked.plan.stopGraceNanoseconds : 0
        switch Self.wait(for: child, nanoseconds: bound + slack, stop: stop, clock: deadlines.clock) {
        case .line(let line):
            return event(from: line, asked: asked)
        case .tooLong:
            return lost(.protocolError("a line longer than \(LineReader.maximumBytes) bytes"))
        case .ended(let status, let signalled, let lastWords):
            return .lost(.ended(status: status, signalled: signalled, lastWords: lastWords))
        case .timedOut:
            let closed = child.hasClosedOutput
            child.kill()
            let seconds = Int((bound + slack) / 1_000_000_000)
            return stop.reason != nil ? .stopped : .lost(closed ? .closedOutput(seconds: seconds) : .hung(seconds: seconds))
        }
    }

    private func event(from line: String, asked: (index: Int, plan: RunPlan, workers: Int)) -> Event {
        guard let report = try? ForkWire.decode(ForkReport.self, from: line) else {
            return lost(.protocolError("a line that is not a report: '\(OneLine.shortened(line))'"))
        }
        switch report {
        case .starting(let index) where index == asked.index && !stepStarted:
            stepStarted = true
            return .starting
        case .measured(let index, let measurement) where index == asked.index && stepStarted:
            if let problem = ForkReportCheck.problem(in: measurement, plan: asked.plan, workers: asked.workers) {
                return lost(.protocolError("step \(index) reported \(problem)"))
            }
            self.asked = nil
            return .measured(MeasuredRound(measurement))
        case .unknownCase(let index) where index == asked.index && !stepStarted:
            self.asked = nil
            return .unknownCase
        case .refused(let reason):
            return lost(.refused(reason: reason))
        default:
            return lost(.protocolError("a report out of turn for step \(asked.index): '\(OneLine.shortened(line))'"))
        }
    }

    private func lost(_ loss: ForkLoss) -> Event {
        child.kill()
        return .lost(loss)
    }

    /// Ends the session at once: the fork is killed (`ChildProcess.kill()`: SIGKILL, whether it is measuring or
    /// between steps), and the parent's end of its input is closed once the lines queued before are written,
    /// rather than only when the child's output readers let go of it, which a process that outlived the fork
    /// and holds its output can put off for good. Unless `waiting`, it returns once the signal is sent, and
    /// `awaitGone()` waits for the fork's end later.
    func close(waiting: Bool = true) {
        child.closeInput()
        child.kill(waiting: waiting)
    }

    /// Waits for a fork that was closed without waiting to be gone (`ChildProcess.awaitGone()`).
    func awaitGone() {
        child.awaitGone()
    }

    /// Waits for the child's next line in slices, so that a stop request is seen within moments; the deadline,
    /// `nanoseconds` from now, is read on `clock`.
    private static func wait(
        for child: ChildProcess, nanoseconds: UInt64, stop: StopSignal, clock: @Sendable () -> UInt64
    ) -> ChildProcess.Next {
        let deadline = clock() + nanoseconds
        while stop.reason == nil {
            let now = clock()
            guard now < deadline else { break }
            let slice = min(deadline - now, stopCheckNanoseconds)
            let next = child.next(until: .now() + .nanoseconds(Int(slice)))
            if next != .timedOut { return next }
        }
        return .timedOut
    }
}
