import Foundation
@testable import SyncBench
import Testing

@Suite("A fork serves its order and reports every step")
struct ForkServiceTests {
    static let plan = RunPlan(threads: 1, warmupNanoseconds: 2_000_000, windowNanoseconds: 3_000_000, repetitions: 2)
    static let cases = [Subject.lock(PthreadMutex.self), .lock(NoLock.self)].map {
        BenchmarkCase(benchmark: .uncontended, subject: $0, threads: 1)
    }

    /// Serves `order` through pipes and returns the outcome, the report lines, and what the fork said on stderr.
    static func serve(_ order: String, cases: [BenchmarkCase] = cases) -> (ForkService.Outcome, [ForkReport], String) {
        let (input, output, errors) = (Pipe(), Pipe(), Pipe())
        input.fileHandleForWriting.write(Data((order + "\n").utf8))
        let outcome = ForkService.serve(
            input: input.fileHandleForReading, output: output.fileHandleForWriting, errors: errors.fileHandleForWriting,
            cases: { _ in cases }, parentGone: {}
        )
        try? input.fileHandleForWriting.close()
        try? output.fileHandleForWriting.close()
        try? errors.fileHandleForWriting.close()
        let lines = LineReader(output.fileHandleForReading)
        var reports: [ForkReport] = []
        while let line = lines.next() {
            if let report = try? ForkWire.decode(ForkReport.self, from: line) { reports.append(report) }
        }
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (outcome, reports, said)
    }

    @Test("Each step is announced, then measured, in the order given")
    func servesInOrder() throws {
        let order = ForkOrder(
            context: ForkContext(effectiveCPUs: 2), caseLabels: Self.cases.map(\.label),
            steps: [.init(caseIndex: 1, plan: Self.plan), .init(caseIndex: 0, plan: Self.plan)]
        )
        let (outcome, reports, _) = Self.serve(try ForkWire.line(order))
        #expect(outcome == .served)
        #expect(reports.count == 4)
        guard reports.count == 4, case .starting(0) = reports[0], case .measured(0, let first) = reports[1],
              case .starting(1) = reports[2], case .measured(1, let second) = reports[3] else {
            Issue.record("reports out of order: \(reports)")
            return
        }
        #expect(first.windows.count == 2 && second.windows.count == 2)
        #expect(first.invariant != nil && second.invariant == .held)
    }

    @Test("An order for other cases, or no order at all, is refused with one line")
    func refusesAMismatch() throws {
        let order = ForkOrder(context: ForkContext(effectiveCPUs: 2), caseLabels: ["something else"], steps: [])
        let (outcome, reports, said) = Self.serve(try ForkWire.line(order))
        #expect(outcome == .badOrder && reports.isEmpty)
        #expect(said == "bench fork: the cases differ from the parent's (another build or suite?)\n")
        let (garbled, _, complaint) = Self.serve("{")
        #expect(garbled == .badOrder)
        #expect(complaint == "bench fork: no order on standard input\n")
    }

    @Test("A measurement crosses the process boundary intact: windows, histograms, usage, lost rounds")
    func measurementRoundTrips() throws {
        let histogram = LatencyHistogram()
        [31, 40, 40, 1_000, 123_456_789].forEach { histogram.record($0) }
        var measurement = RunMeasurement(
            windows: [.init(nanoseconds: 2_000, operationsPerThread: [3, 4], secondaryOperationsPerThread: [1, 0])],
            totals: OperationTotals(operations: 9, secondaryOperations: 1), invariant: .violated(expected: 9, actual: 7),
            batchSize: 4, stuckWorkers: [1],
            resources: ResourceUsage(
                cpuNanoseconds: 5, voluntarySwitches: 1, involuntarySwitches: 2, machineBusyNanoseconds: nil,
                elapsedNanoseconds: 9, tickUncertaintyNanoseconds: 1.5
            ),
            latency: [.shared: histogram], threadGrowth: ThreadGrowth(before: 3, peak: 9), coalescing: Coalescing(handlerInvocations: 2, events: 5)
        )
        measurement.lostRounds = ["fork 3 ended by signal 9"]
        let line = try ForkWire.line(ForkReport.measured(index: 4, measurement: measurement))
        #expect(!line.contains("\n"))
        #expect(try ForkWire.decode(ForkReport.self, from: line) == .measured(index: 4, measurement: measurement))
        var plan = Self.plan
        plan.fixedBatch = 17
        let decoded = try ForkWire.decode(RunPlan.self, from: try ForkWire.line(plan))
        #expect(decoded.fixedBatch == 17 && decoded.expectedNanoseconds == plan.expectedNanoseconds)
        #expect(decoded.stopGraceNanoseconds == plan.stopGraceNanoseconds && decoded.parameters == plan.parameters)
    }
}
