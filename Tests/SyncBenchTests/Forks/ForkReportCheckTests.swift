import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

/// Fixed reports a fork could send that the parent must refuse before it merges or sums anything.
@Suite("Every figure a fork reports is checked before the parent uses it")
struct ForkReportCheckTests {
    static let plan = RunPlan(threads: 2, warmupNanoseconds: 1_000, windowNanoseconds: 1_000, repetitions: 2)

    /// A sound measurement of two windows of two workers, with a latency histogram and a host probe.
    static func sound() -> RunMeasurement {
        let histogram = LatencyHistogram()
        [40, 41, 900].forEach { histogram.record($0) }
        var measurement = RunMeasurement(
            windows: [.init(nanoseconds: 1_000, operationsPerThread: [3, 4]), .init(nanoseconds: 1_000, operationsPerThread: [5, 6])],
            totals: OperationTotals(operations: 20), invariant: .held, batchSize: 4, stuckWorkers: [],
            latency: [.exclusive: histogram], coalescing: Coalescing(handlerInvocations: 2, events: 5)
        )
        measurement.hostProbes = [HostProbe.Reading(nanoseconds: 5, takenAt: 1_000)]
        return measurement
    }

    static func problem(_ change: (inout RunMeasurement) -> Void, workers: Int = 2) -> String? {
        var measurement = sound()
        change(&measurement)
        return ForkReportCheck.problem(in: measurement, plan: plan, workers: workers)
    }

    /// A histogram read from the wire as a fork could write it.
    static func histogram(count: UInt64, min: UInt64 = 40, max: UInt64 = 900, buckets: [[UInt64]]) throws -> LatencyHistogram {
        let json = "{\"count\":\(count),\"min\":\(min),\"max\":\(max),\"buckets\":\(buckets)}"
        return try ForkWire.decode(LatencyHistogram.self, from: json)
    }

    @Test("A sound measurement passes")
    func soundPasses() {
        #expect(ForkReportCheck.problem(in: Self.sound(), plan: Self.plan, workers: 2) == nil)
        #expect(ForkReportCheck.problem(in: .stuck([0, 1, 2]), plan: Self.plan, workers: 1) == nil)
    }

    @Test("Windows must all have the case's width, secondary counts too")
    func widths() {
        #expect(Self.problem { $0.windows[1].operationsPerThread = [5] } == "windows of different widths (2 and 1/2 workers)")
        #expect(Self.problem { $0.windows[1].operationsPerThread = [5, 6, 7] } == "windows of different widths (2 and 3/2 workers)")
        #expect(Self.problem { $0.windows[0].secondaryOperationsPerThread = [0] } == "windows of different widths (2 and 2/1 workers)")
        #expect(Self.problem({ _ in }, workers: 1) == "a window of 2 workers, for 1")
        #expect(Self.problem { $0.windows = $0.windows.map { .init(nanoseconds: $0.nanoseconds, operationsPerThread: [1, 1, 1]) } }
            == "a window of 3 workers, for 2")
    }

    @Test("Unpinned workers must be workers of the case, of a plan that pins")
    func unpinnedWorkers() {
        var pinning = Self.plan
        pinning.workerCPUs = [0, 1]
        var measurement = Self.sound()
        measurement.unpinnedWorkers = [1]
        #expect(ForkReportCheck.problem(in: measurement, plan: pinning, workers: 2) == nil)
        measurement.unpinnedWorkers = [3]
        #expect(ForkReportCheck.problem(in: measurement, plan: pinning, workers: 2)
            == "1 unpinned worker(s) (the first 3) of 2, for a plan that pins 2 CPU(s)")
        #expect(Self.problem { $0.unpinnedWorkers = [0] } == "1 unpinned worker(s) (the first 0) of 2, for a plan that pins 0 CPU(s)")
    }

    @Test("Counts near Int.max, and sums past 2^50, are refused before any sum is taken")
    func hugeCounts() {
        #expect(Self.problem { $0.windows[0].operationsPerThread = [Int.max, 1] } == "an operation count of \(Int.max)")
        #expect(Self.problem { $0.windows[0].operationsPerThread = [-1, 1] } == "a negative operation count")
        let many = (0..<2_000).map { _ in RunMeasurement.Window(nanoseconds: 1_000, operationsPerThread: [1 << 40, 1 << 40]) }
        #expect(Self.problem { $0.windows = many } == "windows whose counts add up to more than \(1 << 50)")
        #expect(Self.problem { $0.totals = OperationTotals(operations: Int.max) } == "a total of \(Int.max) operations (0 secondary)")
        #expect(Self.problem { $0.batchSize = Int.max } == "batch size \(Int.max)")
        #expect(Self.problem { $0.invariant = .violated(expected: Int.max, actual: 0) } == "an invariant of \(Int.max) expected and 0 found, 0 reads torn")
        #expect(Self.problem { $0.invariant = .violated(expected: 4, actual: 4, tornReads: Int.max) }
            == "an invariant of 4 expected and 4 found, \(Int.max) reads torn")
        #expect(Self.problem { $0.coalescing = Coalescing(handlerInvocations: Int.max, events: 1) } == "1 events in \(Int.max) handler calls")
        #expect(Self.problem { $0.windows[0].nanoseconds = .max } == "a window of \(UInt64.max) ns")
    }

    @Test("A histogram's count must be its buckets' sum, within bounds, and its min at most its max")
    func histograms() throws {
        let huge = try Self.histogram(count: 1, buckets: [[40, UInt64.max]])
        #expect(Self.problem { $0.latency = [.exclusive: huge] } == "the exclusive latency histogram with a bucket of \(UInt64.max)")
        let overcounted = try Self.histogram(count: 5, buckets: [[40, 2]])
        #expect(Self.problem { $0.latency = [.exclusive: overcounted] } == "the exclusive latency histogram of 5 values whose buckets hold 2")
        let inverted = try Self.histogram(count: 1, min: 900, max: 40, buckets: [[40, 1]])
        #expect(Self.problem { $0.latency = [.shared: inverted] } == "the shared latency histogram whose min 900 is above its max 40")
        let empty = try Self.histogram(count: 0, min: UInt64.max, max: 0, buckets: [])
        #expect(Self.problem { $0.latency = [.exclusive: empty] } == nil)
    }

    @Test("Host probes: at most one, its figure finite and positive, as a results file must hold it")
    func hostProbes() {
        let reading = HostProbe.Reading(nanoseconds: 5, takenAt: 1_000)
        #expect(Self.problem { $0.hostProbes = [reading, reading] } == "2 host probes for one step")
        #expect(Self.problem { $0.hostProbes = [HostProbe.Reading(nanoseconds: 0, takenAt: 1_000)] } == "a host probe of 0.0 ns")
        #expect(Self.problem { $0.hostProbes = [HostProbe.Reading(nanoseconds: .nan, takenAt: 1_000)] } == "a host probe of nan ns")
        #expect(Self.problem { $0.hostProbes = [] } == nil)
    }

    @Test("Stuck workers within the threads, reasons on one line, usage within bounds")
    func theRest() {
        #expect(Self.problem { $0.stuckWorkers = [3] } == "stuck worker 3 of 2")
        #expect(Self.problem { $0.unavailableReason = "two\nlines" } == "a reason for being unavailable of 9 characters, or of several lines")
        #expect(Self.problem { $0.resources = ResourceUsage(
            cpuNanoseconds: .max, voluntarySwitches: 0, involuntarySwitches: 0, machineBusyNanoseconds: nil, elapsedNanoseconds: 1,
            tickUncertaintyNanoseconds: 0
        ) } == "a CPU or elapsed time beyond \(1 << 50) ns")
        #expect(Self.problem { $0.threadGrowth = ThreadGrowth(before: -1, peak: 3) } == "a thread count of -1 before and 3 at the peak")
    }

    @Test("Each benchmark's windows hold one count per thread, or one for round trips and events")
    func workersPerWindow() {
        let lock = Subject.lock(PthreadMutex.self)
        #expect(BenchmarkCase(benchmark: .contended, subject: lock, threads: 4).workersPerWindow == 4)
        #expect(BenchmarkCase(benchmark: .handoff, subject: lock, threads: 2).workersPerWindow == 1)
        #expect(BenchmarkCase(benchmark: .inversion, subject: lock, threads: 3).workersPerWindow == 1)
        #expect(BenchmarkCase(benchmark: .explosion, subject: lock, threads: 1).workersPerWindow == 1)
    }
}
