import Foundation

/// The fork's side of a forked run: a fresh process that reads one order, measures its steps in order,
/// and reports each as it goes, then exits (taking any stuck worker with it).
///
/// The parent keeps the fork's input open for as long as it lives; when the input ends the fork is told
/// (`parentGone`, which should exit at once), so that no fork outlives its parent, on any platform.
public enum ForkService {
    /// Serves one order read from `input`, writing one report line per event to `output`.
    /// - Parameters:
    ///   - cases: lays out the run's cases for the parent's context, as the parent laid them out.
    ///   - parentGone: called, on a thread of its own, when `input` ends after the order: the parent is gone.
    /// - Returns: how it went; the fork's exit status should say so.
    public static func serve(
        input: FileHandle = .standardInput, output: FileHandle = .standardOutput, errors: FileHandle = .standardError,
        cases: (ForkContext) -> [BenchmarkCase], parentGone: @escaping @Sendable () -> Void
    ) -> Outcome {
        let lines = LineReader(input)
        guard let line = lines.next(), let order = try? ForkWire.decode(ForkOrder.self, from: line) else {
            errors.write(Data("bench fork: no order on standard input\n".utf8))
            return .badOrder
        }
        Thread {
            while lines.next() != nil {}
            parentGone()
        }.start()
        let laidOut = cases(order.context)
        guard laidOut.map(\.label) == order.caseLabels else {
            errors.write(Data("bench fork: the cases differ from the parent's (another build or suite?)\n".utf8))
            return .badOrder
        }
        for (index, step) in order.steps.enumerated() {
            guard report(.starting(index: index), to: output) else { return .parentStoppedReading }
            let measurement = laidOut[step.caseIndex].subject.measure(step.plan)
            guard report(.measured(index: index, measurement: measurement), to: output) else { return .parentStoppedReading }
            // Stuck workers would spin or hold locks through the steps after them: end here, and the parent
            // starts a new fork for the rest.
            if !measurement.stuckWorkers.isEmpty { return .served }
        }
        return .served
    }

    /// How serving an order went.
    public enum Outcome: Sendable {
        /// Every step was measured and reported, or the fork stopped after one that left workers stuck.
        case served
        /// The order could not be read, or named cases other than the ones laid out here.
        case badOrder
        /// A report could not be written: the parent no longer reads them.
        case parentStoppedReading
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

/// Reads a file handle a line at a time, without the newline; nil at its end.
final class LineReader: @unchecked Sendable {
    private let handle: FileHandle
    private var pending = Data()

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    func next() -> String? {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                return line
            }
            let chunk = handle.availableData
            guard !chunk.isEmpty else {
                defer { pending.removeAll() }
                return pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self)
            }
            pending.append(chunk)
        }
    }
}
