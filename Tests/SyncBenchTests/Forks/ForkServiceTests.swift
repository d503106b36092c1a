import Foundation
import Synchronization
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

@Suite("A fork says who it is, serves its session and reports every step")
struct ForkServiceTests {
    static let plan = RunPlan(threads: 1, warmupNanoseconds: 2_000_000, windowNanoseconds: 3_000_000, repetitions: 2)
    static let cases = [Subject.lock(PthreadMutex.self), .lock(NoLock.self)].map {
        BenchmarkCase(benchmark: .uncontended, subject: $0, threads: 1)
    }

    static let hello = ForkHello(build: "fnv1a64:0000000000000001", configuration: "release", suite: "test")
    static let session = ForkSession(matrix: CaseMatrix(threadCounts: [1], effectiveCPUs: 2))

    /// A reading of the host that never varies.
    static let reading = HostProbe.Reading(nanoseconds: 5, takenAt: 1_000)

    /// Serves `lines` through pipes and returns the outcome and the report lines; each host probe writes the
    /// line `probe` among the reports, so that a test sees when it ran.
    static func serve(
        _ lines: [String], cases: [BenchmarkCase] = cases, isDebug: Bool = false,
        roundTrip: (Int, Int) -> Double? = { _, _ in nil }
    ) -> (ForkService.Outcome, [ForkReport]) {
        let (outcome, raw) = serveRaw(lines, cases: cases, isDebug: isDebug, roundTrip: roundTrip)
        return (outcome, raw.compactMap { try? ForkWire.decode(ForkReport.self, from: $0) })
    }

    /// Serves `lines` and returns the outcome and every line written to the reports, the probes' among them.
    static func serveRaw(
        _ lines: [String], cases: [BenchmarkCase] = cases, isDebug: Bool = false,
        roundTrip: (Int, Int) -> Double? = { _, _ in nil }
    ) -> (ForkService.Outcome, [String]) {
        let (input, output) = (Pipe.closedOnExec(), Pipe.closedOnExec())
        input.fileHandleForWriting.write(Data(lines.map { $0 + "\n" }.joined().utf8))
        try? input.fileHandleForWriting.close()
        let reports = output.fileHandleForWriting
        let outcome = ForkService.serve(
            input: input.fileHandleForReading, reports: reports, hello: hello, isDebug: isDebug,
            cases: { _ in cases }, sessionEnded: {},
            probe: {
                reports.write(Data("probe\n".utf8))
                return reading
            },
            roundTrip: roundTrip
        )
        try? output.fileHandleForWriting.close()
        let reader = LineReader(output.fileHandleForReading)
        var written: [String] = []
        while let line = reader.next() {
            written.append(line.text)
        }
        return (outcome, written)
    }

    static func step(_ index: Int, _ label: String) throws -> String {
        try ForkWire.line(ForkRequest.step(ForkStep(index: index, label: label, plan: plan)))
    }

    @Test("A fork says who it is first, then announces and measures each step in the order asked")
    func servesInOrder() throws {
        let lines = [try ForkWire.line(ForkRequest.session(Self.session)), try Self.step(0, Self.cases[1].label), try Self.step(1, Self.cases[0].label)]
        let (outcome, reports) = Self.serve(lines)
        #expect(outcome == .ended)
        guard reports.count == 5, case .hello(Self.hello) = reports[0], case .starting(0) = reports[1], case .measured(0, let first) = reports[2],
              case .starting(1) = reports[3], case .measured(1, let second) = reports[4] else {
            Issue.record("reports out of order: \(reports)")
            return
        }
        #expect(first.windows.count == 2 && second.windows.count == 2)
        #expect(first.invariant != nil && second.invariant == .held)
        // Each measurement's layout facts say its place in the fork and the case before it.
        #expect(first.layouts.first??.position == 0 && first.layouts.first??.previousCase == nil)
        #expect(second.layouts.first??.position == 1 && second.layouts.first??.previousCase == Self.cases[1].label)
    }

    @Test("The first host probe runs before the hello, the next after each step, and each step carries their mean")
    func probesBeforeHello() throws {
        let lines = [try ForkWire.line(ForkRequest.session(Self.session)), try Self.step(0, Self.cases[1].label)]
        let (outcome, written) = Self.serveRaw(lines)
        #expect(outcome == .ended)
        let kinds = written.map { line -> String in
            switch try? ForkWire.decode(ForkReport.self, from: line) {
            case .hello?: "hello"
            case .starting?: "starting"
            case .measured(_, let measurement)?: measurement.hostProbes == [Self.reading] ? "measured" : "measured?"
            default: line
            }
        }
        #expect(kinds == ["probe", "hello", "starting", "probe", "measured"])
    }

    @Test("A step whose first two workers are pinned to two CPUs carries their round trip; one thread, unpinned or a failed pin, none")
    func roundTripAfterPinnedSteps() throws {
        let contended = BenchmarkCase(benchmark: .contended, subject: .lock(PthreadMutex.self), threads: 2)
        // Two CPUs this process may use, where threads can be pinned (Linux with two CPUs or more); else none pins.
        let cpus = WorkerPlacement.allowedCPUs()
        let pinnable = cpus.count >= 2
        var pinned = RunPlan(threads: 2, warmupNanoseconds: 1_000_000, windowNanoseconds: 2_000_000, repetitions: 1)
        pinned.workerCPUs = pinnable ? [cpus[1], cpus[0]] : [1, 0]
        var unpinned = pinned
        unpinned.workerCPUs = nil
        var onePinned = Self.plan
        onePinned.workerCPUs = [1, 0]
        // No CPU 4095 or 4094 anywhere this runs: both pins fail, and the round trip must not be read as if they held.
        var refused = pinned
        refused.workerCPUs = [4095, 4094]
        let steps = [(contended, pinned), (contended, unpinned), (Self.cases[1], onePinned), (contended, refused)].enumerated().map { index, step in
            try? ForkWire.line(ForkRequest.step(ForkStep(index: index, label: step.0.label, plan: step.1)))
        }
        let asked = Mutex<[[Int]]>([])
        let lines = [try ForkWire.line(ForkRequest.session(Self.session))] + steps.compactMap { $0 }
        let (outcome, reports) = Self.serve(lines, cases: Self.cases + [contended]) { first, second in
            asked.withLock { $0.append([first, second]) }
            return 250
        }
        #expect(outcome == .ended)
        let measurements = reports.compactMap { report -> RunMeasurement? in
            guard case .measured(_, let measurement) = report else { return nil }
            return measurement
        }
        #expect(measurements.map(\.cpuRoundTrip) == [pinnable ? 250 : nil, nil, nil, nil])
        #expect(asked.withLock { $0 } == (pinnable ? [[cpus[1], cpus[0]]] : []))
        #expect(measurements.last?.unpinnedWorkers == [0, 1])
    }

    @Test("A line longer than the reader's limit is handed out as its start, and the lines after it whole")
    func longLinesAreCut() {
        let pipe = Pipe.closedOnExec()
        let long = String(repeating: "x", count: 100)
        pipe.fileHandleForWriting.write(Data("short\n\(long)\nafter\n\(long)".utf8))
        try? pipe.fileHandleForWriting.close()
        let reader = LineReader(pipe.fileHandleForReading, limit: 10)
        var lines: [LineReader.Line] = []
        while let line = reader.next() {
            lines.append(line)
        }
        #expect(lines == [.complete("short"), .tooLong(start: "xxxxxxxxxx"), .complete("after"), .tooLong(start: "xxxxxxxxxx")])
    }

    @Test("A case this build does not have is reported as unknown, and the session goes on")
    func unknownCase() throws {
        let lines = [try ForkWire.line(ForkRequest.session(Self.session)), try Self.step(0, "something else"), try Self.step(1, Self.cases[1].label)]
        let (outcome, reports) = Self.serve(lines)
        #expect(outcome == .ended)
        #expect(reports.count == 4)
        #expect(reports.dropFirst().first == .unknownCase(index: 0))
    }

    @Test("A garbled session, a step out of order and a debug build are refused, with the reason reported")
    func refusals() throws {
        let (garbled, garbledReports) = Self.serve(["{"])
        #expect(garbled == .refused("the first line is not a session of fork protocol \(ForkProtocol.version)"))
        #expect(garbledReports.last == .refused(reason: "the first line is not a session of fork protocol \(ForkProtocol.version)"))
        let (skipped, _) = Self.serve([try ForkWire.line(ForkRequest.session(Self.session)), try Self.step(3, Self.cases[0].label)])
        guard case .refused(let reason) = skipped else {
            Issue.record("a step out of order was served: \(skipped)")
            return
        }
        #expect(reason.hasPrefix("expected step 0, got '"))
        let (debug, _) = Self.serve([try ForkWire.line(ForkRequest.session(Self.session))], isDebug: true)
        #expect(debug == .refused("a debug build, whose figures mean little: build it with -c release (or allow it with --allow-debug)"))
        var allowed = Self.session
        allowed.allowDebug = true
        let (served, _) = Self.serve([try ForkWire.line(ForkRequest.session(allowed))], isDebug: true)
        #expect(served == .ended)
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
