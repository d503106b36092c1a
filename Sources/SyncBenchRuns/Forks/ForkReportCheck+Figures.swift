import SyncBenchCore
import SyncBenchResults

/// The size of every figure a fork reports: none negative, none so large that the parent's sums could overflow
/// (`Int` traps), histograms whose count is the sum of their buckets, host probes that a results file can hold.
extension ForkReportCheck {
    /// The largest count a fork may report, per worker and window, per histogram bucket, or of anything else
    /// counted (2^40, a million million): a window of a second would need a thousand operations a nanosecond.
    static let maximumCount = 1 << 40
    /// The largest sum a measurement may hold (all its windows' counts, its totals) and the largest time in
    /// nanoseconds (2^50, about 13 days): the parent adds up to 100 forks' worth without coming near `Int.max`.
    static let maximumSum = 1 << 50

    /// What is wrong with the figures of `measurement`, or nil when nothing is.
    static func figuresProblem(in measurement: RunMeasurement) -> String? {
        if !(1...maximumCount).contains(measurement.batchSize) { return "batch size \(measurement.batchSize)" }
        let totals = measurement.totals
        if !(0...maximumSum).contains(totals.operations) || !(0...maximumSum).contains(totals.secondaryOperations) {
            return "a total of \(totals.operations) operations (\(totals.secondaryOperations) secondary)"
        }
        if let problem = windowsProblem(measurement.windows) { return problem }
        if case .violated(let expected, let actual, let torn)? = measurement.invariant, !isSum(expected) || !isSum(actual) || !isSum(torn) {
            return "an invariant of \(expected) expected and \(actual) found, \(torn) reads torn"
        }
        for (kind, histogram) in measurement.latency {
            if let problem = histogramProblem(histogram) { return "the \(kind) latency histogram \(problem)" }
        }
        if let problem = probesProblem(measurement.hostProbes) { return problem }
        if let roundTrip = measurement.cpuRoundTrip, !(roundTrip.isFinite && roundTrip > 0) { return "a CPU round trip of \(roundTrip) ns" }
        if let usage = measurement.resources, let problem = usageProblem(usage) { return problem }
        if let growth = measurement.threadGrowth, !isCount(growth.before) || !isCount(growth.peak) {
            return "a thread count of \(growth.before) before and \(growth.peak) at the peak"
        }
        if let coalescing = measurement.coalescing, !isCount(coalescing.handlerInvocations) || !isCount(coalescing.events) {
            return "\(coalescing.events) events in \(coalescing.handlerInvocations) handler calls"
        }
        return nil
    }

    /// Every count of `windows` within `maximumCount`, their sum within `maximumSum`, every window of some time.
    private static func windowsProblem(_ windows: [RunMeasurement.Window]) -> String? {
        var sum = 0
        for window in windows {
            if window.nanoseconds == 0 || window.nanoseconds > UInt64(maximumSum) { return "a window of \(window.nanoseconds) ns" }
            for count in window.operationsPerThread + window.secondaryOperationsPerThread {
                if count < 0 { return "a negative operation count" }
                if count > maximumCount { return "an operation count of \(count)" }
                sum += count  // at most 2^40 past a sum within 2^50: cannot overflow
                if sum > maximumSum { return "windows whose counts add up to more than \(maximumSum)" }
            }
        }
        return nil
    }

    /// Whether the histogram's count is the sum of its buckets, within `maximumCount`, and its min at most its max.
    private static func histogramProblem(_ histogram: LatencyHistogram) -> String? {
        var sum: UInt64 = 0
        for index in 0..<LatencyHistogram.bucketCount {
            let count = histogram.counts[index]
            if count > UInt64(maximumCount) { return "with a bucket of \(count)" }
            sum += count  // at most 2^40 a bucket, in fewer than 2^11 buckets: cannot overflow
        }
        if sum != histogram.count { return "of \(histogram.count) values whose buckets hold \(sum)" }
        if sum > UInt64(maximumCount) { return "of \(sum) values" }
        if sum > 0 && histogram.min > histogram.max { return "whose min \(histogram.min) is above its max \(histogram.max)" }
        return nil
    }

    /// At most one probe (a fork reads the host once around each step), its figure finite and positive, as a
    /// results file must hold it.
    private static func probesProblem(_ probes: [HostProbe.Reading]) -> String? {
        if probes.count > 1 { return "\(probes.count) host probes for one step" }
        if let probe = probes.first, !(probe.nanoseconds.isFinite && probe.nanoseconds > 0) {
            return "a host probe of \(probe.nanoseconds) ns"
        }
        return nil
    }

    /// Times within `maximumSum` nanoseconds, context switches counts, the tick uncertainty finite.
    private static func usageProblem(_ usage: ResourceUsage) -> String? {
        let times = [usage.cpuNanoseconds, usage.elapsedNanoseconds, usage.machineBusyNanoseconds ?? 0]
        if times.contains(where: { $0 > UInt64(maximumSum) }) { return "a CPU or elapsed time beyond \(maximumSum) ns" }
        if !isCount(usage.voluntarySwitches) || !isCount(usage.involuntarySwitches) { return "a context switch count out of range" }
        if !usage.tickUncertaintyNanoseconds.isFinite || usage.tickUncertaintyNanoseconds < 0 { return "a tick uncertainty that is not a time" }
        return nil
    }

    private static func isCount(_ value: Int) -> Bool {
        (0...maximumCount).contains(value)
    }

    private static func isSum(_ value: Int) -> Bool {
        (-maximumSum...maximumSum).contains(value)
    }
}
