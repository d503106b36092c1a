import SyncBenchCore
import SyncBenchResults
import Foundation
import Platform

/// The fork's side of a forked run: a fresh process that says who it is, reads its session, then measures
/// one step at a time as the parent asks, reporting each, until its input ends.
///
/// The parent keeps the fork's input open for as long as it lives; when the input ends the fork is told
/// (`sessionEnded`, which should exit at once, even in the middle of a measurement), so that no fork outlives
/// its parent, on any platform.
package enum ForkService {
    /// Serves one session read from `input`, writing one report line per event to `reports`.
    /// - Parameters:
    ///   - hello: who this fork is; written first, before anything is read.
    ///   - isDebug: whether this is a debug build, which refuses a session that does not allow it.
    ///   - cases: lays out the cases of `session`, as the parent laid them out.
    ///   - sessionEnded: called, on a thread of its own, when `input` ends: the parent is done or gone.
    ///   - probe: reads the host's speed (`HostProbe`) before the hello and after each step, so that each
    ///     measurement carries the mean of the readings around it; tests pass fixed readings. The first reading
    ///     comes before the hello so that the parent's wait for the hello covers it, and no reading runs while
    ///     the parent is busy with another fork (the other side of a paired run measuring).
    ///   - roundTrip: reads the round trip between two CPUs (`CPURoundTrip`) after each step whose first two
    ///     workers were pinned to two CPUs; tests pass fixed figures.
    /// - Returns: how it went; the fork's exit status should say so.
    package static func serve(
        input: FileHandle = .standardInput, reports: FileHandle, hello: ForkHello, isDebug: Bool = BuildInfo.isDebug,
        cases: (ForkSession) -> [BenchmarkCase], sessionEnded: @escaping @Sendable () -> Void,
        probe: () -> HostProbe.Reading = { HostProbe.measure() },
        roundTrip: (Int, Int) -> Double? = { CPURoundTrip.measure(between: $0, and: $1) }
    ) -> Outcome {
        guard ProcessSignals.ignore(SIGPIPE) else { return refuse("SIGPIPE cannot be ignored (errno \(errno))", to: reports) }
        var before = probe()
        guard report(.hello(hello), to: reports) else { return .parentStoppedReading }
        let lines = LineQueue(input, atEnd: sessionEnded)
        guard let first = lines.next() else { return .ended }
        guard case .session(let session)? = try? ForkWire.decode(ForkRequest.self, from: first) else {
            return refuse("the first line is not a session of fork protocol \(ForkProtocol.version)", to: reports)
        }
        if isDebug && !session.allowDebug {
            return refuse("a debug build, whose figures mean little: build it with -c release (or allow it with --allow-debug)", to: reports)
        }
        let laidOut = Dictionary(cases(session).map { ($0.label, $0) }, uniquingKeysWith: { first, _ in first })
        let sequence = MeasurementSequence()
        var expected = 0
        while let line = lines.next() {
            guard case .step(let step)? = try? ForkWire.decode(ForkRequest.self, from: line), step.index == expected else {
                return refuse("expected step \(expected), got '\(OneLine.shortened(line))'", to: reports)
            }
            expected += 1
            guard let benchmarkCase = laidOut[step.label] else {
                guard report(.unknownCase(index: step.index), to: reports) else { return .parentStoppedReading }
                continue
            }
            guard report(.starting(index: step.index), to: reports) else { return .parentStoppedReading }
            var measurement = sequence.place(benchmarkCase.subject.measure(step.plan), label: step.label)
            let after = probe()
            measurement.hostProbes = [before.averaged(with: after)]
            before = after
            // Only between CPUs the workers really ran on: a failed pin leaves the round trip unread, not misattributed.
            if step.plan.threads >= 2, measurement.unpinnedWorkers.isEmpty, let first = step.plan.workerCPU(0),
               let second = step.plan.workerCPU(1) {
                measurement.cpuRoundTrip = roundTrip(first, second)
            }
            guard report(.measured(index: step.index, measurement: measurement), to: reports) else { return .parentStoppedReading }
            // Stuck workers would spin or hold locks through the steps after them: end here; the parent closes
            // this fork and starts a new one for the rest.
            if !measurement.stuckWorkers.isEmpty { return .leftWorkersStuck }
        }
        return .ended
    }

    /// How serving a session went.
    package enum Outcome: Sendable, Equatable {
        /// The input ended: every step asked for was measured and reported.
        case ended
        /// A step left workers stuck; the fork stops so that they die with it.
        case leftWorkersStuck
        /// The fork refused the session or a step, and said why in a report.
        case refused(String)
        /// A report could not be written: the parent no longer reads them.
        case parentStoppedReading
    }

    /// Moves the report stream off standard output: returns a private duplicate of it and points standard output
    /// at standard error, so that whatever the measured code prints (a user's lock, a library) lands among the
    /// fork's last words instead of corrupting the reports. Nil when the descriptors cannot be moved.
    package static func privateReportChannel() -> FileHandle? {
        fflush(nil)  // every stream: nothing buffered for the old standard output may follow it to standard error
        let reports = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
        guard reports >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { return nil }
        return FileHandle(fileDescriptor: reports, closeOnDealloc: true)
    }

    private static func refuse(_ reason: String, to reports: FileHandle) -> Outcome {
        _ = report(.refused(reason: reason), to: reports)
        return .refused(reason)
    }

    /// Writes one report line; false when the parent no longer reads them.
    private static func report(_ report: ForkReport, to output: FileHandle) -> Bool {
        guard let line = try? ForkWire.line(report) else { return false }
        do {
            try output.write(contentsOf: Data((line + "\n").utf8))
            return true
        } catch {
            return false
        }
    }
}
