import SyncBenchCore
import Platform

/// A primitive's whole contended curve, compared: how its thread-count curve moved as one figure.
package struct CurveSummary: Sendable, Equatable {
    /// The subject's name.
    package let primitive: String
    /// The workload's parameters.
    package let workload: String
    /// The thread counts measured in both files with status ok, whose cases have a ratio.
    package let threadCounts: [Int]
    /// The geometric mean of the current/baseline ratios of ns per op over those thread counts.
    package let geometricMeanRatio: Double
    /// The thread count of the highest throughput (lowest ns per op) in the baseline.
    package let baselinePeakThreads: Int
    /// The thread count of the highest throughput in the current file.
    package let currentPeakThreads: Int

    /// One summary per (primitive, workload) with contended cases in `comparisons` that both files measured and
    /// that have a ratio. A paired case has none before its first look (a run stopped early): without the
    /// condition, a curve of such cases only had a geometric mean of no ratios, NaN, which the JSON report could
    /// not encode.
    package static func summaries(of comparisons: [CaseComparison]) -> [CurveSummary] {
        let contended = comparisons.filter {
            $0.key.benchmark == .contended && $0.baselineMedian != nil && $0.currentMedian != nil && $0.ratio != nil
                && !$0.verdict.isSetAside
        }
        var order: [String] = []
        var curves: [String: [CaseComparison]] = [:]
        for comparison in contended {
            let name = "\(comparison.key.primitive)\u{0}\(comparison.key.workload)"
            if curves[name] == nil { order.append(name) }
            curves[name, default: []].append(comparison)
        }
        return order.compactMap { curves[$0].map(CurveSummary.init) }
    }

    private init(_ points: [CaseComparison]) {
        let sorted = points.sorted { $0.key.threads < $1.key.threads }
        primitive = sorted[0].key.primitive
        workload = sorted[0].key.workload
        threadCounts = sorted.map(\.key.threads)
        let logs = sorted.compactMap(\.ratio).map { log($0) }
        geometricMeanRatio = exp(logs.reduce(0, +) / Double(logs.count))
        // Lowest wall time per operation of the whole system is the highest throughput.
        baselinePeakThreads = sorted.min { $0.baselineMedian! < $1.baselineMedian! }!.key.threads
        currentPeakThreads = sorted.min { $0.currentMedian! < $1.currentMedian! }!.key.threads
    }
}
