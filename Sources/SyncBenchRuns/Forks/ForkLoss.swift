import SyncBenchCore
import SyncBenchResults

/// Why a fork could not serve, or stopped serving: each with the sentence a user reads. Whatever a fork said
/// is quoted shortened and on one line, since the sentence ends up in a results file's `note` or `run_status`.
package enum ForkLoss: Error, Equatable, CustomStringConvertible {
    /// The program could not be started at all.
    case cannotStart(reason: String)
    /// The program wrote nothing within `seconds`: it waits for something else (an older syncbench, say).
    case silent(seconds: Int)
    /// The program's first line was not a fork's hello.
    case notAFork(firstLine: String)
    /// The program ended before it said who it is.
    case endedBeforeHello(status: Int32, signalled: Bool, lastWords: String)
    /// The fork speaks another version of the fork protocol.
    case otherProtocol(version: Int)
    /// The fork runs another build than the one it must be.
    case otherBuild(expected: String, found: String)
    /// The fork lays out another suite than the parent's.
    case otherSuite(expected: String, found: String)
    /// The fork refused the session or a step, for the reason it gave.
    case refused(reason: String)
    /// The fork ended in the middle of its work.
    case ended(status: Int32, signalled: Bool, lastWords: String)
    /// The fork reported nothing within `seconds` of its deadline and was killed.
    case hung(seconds: Int)
    /// The fork closed its standard output but was still running `seconds` later, and was killed.
    case closedOutput(seconds: Int)
    /// The fork said something the protocol does not allow, and was killed.
    case protocolError(String)
    /// The fork no longer read its input.
    case stoppedReading

    /// Whether the loss happened before the fork could serve anything: a fork started again from the same
    /// program would fail the same way, so a run stops at once instead of losing every step one by one.
    package var isBeforeServing: Bool {
        switch self {
        case .cannotStart, .silent, .notAFork, .endedBeforeHello, .otherProtocol, .otherBuild, .otherSuite, .refused: true
        case .ended, .hung, .closedOutput, .protocolError, .stoppedReading: false
        }
    }

    /// What two losses must share to count as the same way of failing: the case and the status or signal,
    /// not the details that differ from one step to the next.
    package var kind: String {
        switch self {
        case .ended(let status, let signalled, _): "ended \(signalled ? "by signal" : "with status") \(status)"
        case .hung: "hung"
        case .closedOutput: "closed its output"
        case .protocolError: "protocol error"
        case .stoppedReading: "stopped reading"
        default: description
        }
    }

    package var description: String {
        switch self {
        case .cannotStart(let reason):
            "cannot be started: \(OneLine.shortened(reason, to: 160))"
        case .silent(let seconds):
            "said nothing within \(seconds) s: it does not speak syncbench's fork protocol (an older syncbench, or not a bench executable)"
        case .notAFork(let line):
            "does not speak syncbench's fork protocol (not a bench executable?): its first line was '\(OneLine.shortened(line))'"
        case .endedBeforeHello(let status, let signalled, let words):
            "\(Self.how(status, signalled)) before it said who it is (not a bench executable, or an older syncbench?)"
                + (words.isEmpty ? "" : ": \(OneLine.shortened(words, to: 240, keepingEnd: true))")
        case .otherProtocol(let version):
            "speaks fork protocol \(version), and this bench speaks \(ForkProtocol.version): build both sides from syncbench versions that agree"
        case .otherBuild(let expected, let found):
            "runs another build (\(OneLine.shortened(found, to: 40)), not \(expected)): the executable changed during the run"
        case .otherSuite(let expected, let found):
            "lays out another suite (\(OneLine.shortened(found, to: 40)), not \(expected)): "
                + "its cases are not this run's (a bench of another package?)"
        case .refused(let reason):
            "refused: \(OneLine.shortened(reason, to: 200))"
        case .ended(let status, let signalled, let words):
            Self.how(status, signalled) + (words.isEmpty ? "" : ": \(OneLine.shortened(words, to: 240, keepingEnd: true))")
        case .hung(let seconds):
            "hung: no report within \(seconds) s, killed"
        case .closedOutput(let seconds):
            "closed its output but was still running \(seconds) s later, killed"
        case .protocolError(let problem):
            "broke the fork protocol, killed: \(problem)"
        case .stoppedReading:
            "stopped reading its input"
        }
    }

    private static func how(_ status: Int32, _ signalled: Bool) -> String {
        signalled ? "ended by signal \(status)" : "exited with status \(status)"
    }

}
