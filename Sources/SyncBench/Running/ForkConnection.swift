import Foundation

/// The parent's side of one fork: started, introduced, given its session, then asked for one step at a time,
/// with everything it says checked.
///
/// A fork's first line must be its hello, within `helloTimeout`; a hello of another protocol version, or of
/// another build than `expectedBuild`, is refused. A report that cannot be read, that names another step than
/// the one asked for, or whose measurement could not come from the plan (`ForkReportCheck`) is a protocol
/// error: the fork is killed and the step lost, with the offending line quoted.
final class ForkConnection {
    /// What waiting on a step gave.
    enum Event: Equatable {
        /// The fork started the step.
        case starting
        /// The fork measured the step.
        case measured(RunMeasurement)
        /// The fork's build has no case with the step's label.
        case unknownCase
        /// The fork is lost for this reason; it has been killed.
        case lost(ForkLoss)
        /// The stop signal was raised while waiting.
        case stopped
    }

    /// Who the fork said it is.
    let hello: ForkHello
    private let child: ChildProcess
    private let stop: StopSignal
    /// The step the fork was last asked for: its place in the session, and its plan.
    private var asked: (index: Int, plan: RunPlan)?
    private var started = false
    private var nextIndex = 0

    /// How often a wait looks at the stop signal.
    static let stopCheckNanoseconds: UInt64 = 50_000_000

    /// Starts a fork from `launcher`, sends it `session` and waits for its hello.
    /// - Parameters:
    ///   - expectedBuild: the fingerprint the fork must have; nil to accept any (it is then in `hello`).
    ///   - helloTimeout: how long the fork may take to say who it is, in nanoseconds.
    /// - Throws: the `ForkLoss` that makes this program unusable as a fork; the child is gone by then.
    init(
        _ launcher: ForkLauncher, session: ForkSession, expectedBuild: String?, stop: StopSignal,
        helloTimeout: UInt64 = ForkLauncher.helloTimeoutNanoseconds
    ) throws(ForkLoss) {
        if let problem = ForkLauncher.startProblem(launcher.executable) { throw .cannotStart(reason: problem) }
        let child: ChildProcess
        do {
            child = try ChildProcess(executable: launcher.executable, arguments: launcher.arguments)
        } catch {
            throw .cannotStart(reason: "\(error)")
        }
        self.child = child
        self.stop = stop
        guard let line = try? ForkWire.line(ForkRequest.session(session)) else {
            child.kill()
            throw .protocolError("the session cannot be encoded")
        }
        child.send(line)
        switch Self.wait(for: child, nanoseconds: helloTimeout, stop: stop) {
        case .line(let first):
            guard case .hello(let hello)? = try? ForkWire.decode(ForkReport.self, from: first) else {
                child.kill()
                throw .notAFork(firstLine: first)
            }
            guard hello.protocolVersion == ForkProtocol.version else {
                child.kill()
                throw .otherProtocol(version: hello.protocolVersion)
            }
            if let expectedBuild, hello.build != expectedBuild {
                child.kill()
                throw .otherBuild(expected: expectedBuild, found: hello.build)
            }
            self.hello = hello
        case .ended(let status, let signalled, let lastWords):
            throw .endedBeforeHello(status: status, signalled: signalled, lastWords: lastWords)
        case .timedOut:
            child.kill()
            if stop.reason != nil { throw .refused(reason: "the run was stopped") }
            throw .silent(seconds: Int(helloTimeout / 1_000_000_000))
        }
    }

    /// Asks the fork to measure the case labelled `label` under `plan`; false when the fork no longer reads.
    func ask(label: String, plan: RunPlan) -> Bool {
        guard let line = try? ForkWire.line(ForkRequest.step(ForkStep(index: nextIndex, label: label, plan: plan))) else { return false }
        asked = (nextIndex, plan)
        started = false
        nextIndex += 1
        return child.send(line)
    }

    /// The next event of the step asked for, waiting at most `slack` nanoseconds beyond what the step may take
    /// (nothing before it starts; its warm-up, windows and grace for stuck workers after).
    func next(slack: UInt64) -> Event {
        guard let asked else { return .lost(.protocolError("no step was asked for")) }
        let bound = started ? asked.plan.expectedNanoseconds + asked.plan.stopGraceNanoseconds : 0
        switch Self.wait(for: child, nanoseconds: bound + slack, stop: stop) {
        case .line(let line):
            return event(from: line, asked: asked)
        case .ended(let status, let signalled, let lastWords):
            return .lost(.ended(status: status, signalled: signalled, lastWords: lastWords))
        case .timedOut:
            child.kill()
            return stop.reason != nil ? .stopped : .lost(.hung(seconds: Int((bound + slack) / 1_000_000_000)))
        }
    }

    private func event(from line: String, asked: (index: Int, plan: RunPlan)) -> Event {
        guard let report = try? ForkWire.decode(ForkReport.self, from: line) else {
            return lost(.protocolError("a line that is not a report: '\(ForkLoss.shortened(line))'"))
        }
        switch report {
        case .starting(let index) where index == asked.index && !started:
            started = true
            return .starting
        case .measured(let index, let measurement) where index == asked.index && started:
            if let problem = ForkReportCheck.problem(in: measurement, plan: asked.plan, workers: nil) {
                return lost(.protocolError("step \(index) reported \(problem)"))
            }
            self.asked = nil
            return .measured(measurement)
        case .unknownCase(let index) where index == asked.index && !started:
            self.asked = nil
            return .unknownCase
        case .refused(let reason):
            return lost(.refused(reason: reason))
        default:
            return lost(.protocolError("a report out of turn for step \(asked.index): '\(ForkLoss.shortened(line))'"))
        }
    }

    private func lost(_ loss: ForkLoss) -> Event {
        child.kill()
        return .lost(loss)
    }

    /// Ends the session: the fork's input is closed, so a fork between steps exits, and the fork is killed
    /// should it still be measuring.
    func close() {
        child.closeInput()
        child.kill()
    }

    /// Waits for the child's next line in slices, so that a stop request is seen within moments.
    private static func wait(for child: ChildProcess, nanoseconds: UInt64, stop: StopSignal) -> ChildProcess.Next {
        let deadline = DispatchTime.now().uptimeNanoseconds + nanoseconds
        while stop.reason == nil {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { break }
            let next = child.next(until: DispatchTime(uptimeNanoseconds: min(deadline, now + stopCheckNanoseconds)))
            if next != .timedOut { return next }
        }
        return .timedOut
    }
}
