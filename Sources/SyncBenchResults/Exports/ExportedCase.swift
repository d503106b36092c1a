import SyncBenchCore

/// A case as every export format sees it: a stable name, its windows and their statistics.
///
/// Only cases that measured something and held are exported: a failed case (a lock that did not exclude, a
/// timeout, no progress) or one that cannot run on this platform has no figure worth tracking, and the run that
/// measured it already exited 1. `ExportedCase.select` says which were left out.
package struct ExportedCase: Sendable, Equatable {
    /// The result as read from the file.
    package let result: CaseResult
    /// The windows, sorted, with their statistics.
    package let sample: Sample
    /// The position of the case among the exported ones, from 0: Google Benchmark's family index.
    package let index: Int

    /// `benchmark/primitive/workload/threads`, e.g. `contended/pthread_mutex/increment/2`: the same in every
    /// format and every run, so that tools that track a name over time follow the same case.
    package var name: String {
        "\(result.benchmark.rawValue)/\(result.primitive)/\(result.workload)/\(result.threads)"
    }

    /// The published median, `ns_per_op`, in nanoseconds (per operation, or per event for `inversion` and
    /// `explosion`): the median of the forks' medians for a case measured in forks, else of the windows.
    package var median: Double { result.estimate.median ?? 0 }

    /// The published median's distribution-free confidence interval, and its actual coverage: over the forks'
    /// medians for a case measured in forks, so that it accounts for how processes differ, else the windows'.
    /// Nil for a single window (or fork): its "interval", the one value, covers the median with probability 0.
    package var interval: MedianInterval? {
        MedianInterval(claiming: result.estimate)
    }

    /// Whether each window's figure is a time per operation (false for `inversion` and `explosion`, whose
    /// windows are a wait or a time until every item ran: one event each).
    package var isPerOperation: Bool {
        result.benchmark != .inversion && result.benchmark != .explosion
    }

    /// The unit of the figures: `ns/op`, or `ns` for a benchmark whose samples are events.
    package var unit: String { isPerOperation ? "ns/op" : "ns" }

    /// The operations in a window whose figure is `nanosecondsPerOperation`: its length over that figure,
    /// rounded (1 for a benchmark whose samples are events); `Int.max` where that count is larger (a figure too
    /// small to be real, as in an edited file), and 1 where it is not a number.
    package func operations(inWindowOf nanosecondsPerOperation: Double) -> Int {
        guard isPerOperation, nanosecondsPerOperation > 0 else { return 1 }
        let operations = (result.windowSeconds * 1e9 / nanosecondsPerOperation).rounded()
        guard operations < Double(Int.max) else { return Int.max }
        return max(1, Int(exactly: operations) ?? 1)
    }

    /// The windows in the order measured, each with its round (from 1; 1 for a case measured in one round).
    package var windowsByRound: [(round: Int, value: Double)] {
        let counts = result.samplesPerRound.reduce(0, +) == result.samples.count ? result.samplesPerRound : []
        let rounds = counts.enumerated().flatMap { round, count in Array(repeating: round + 1, count: count) }
        return result.samples.enumerated().map { index, value in (rounds.isEmpty ? 1 : rounds[index], value) }
    }

    /// The windows grouped by round, in order: one group for a case measured in one round.
    package var rounds: [[Double]] {
        var groups: [[Double]] = []
        for (round, value) in windowsByRound {
            if groups.count < round { groups.append([]) }
            groups[groups.count - 1].append(value)
        }
        return groups
    }

    /// The cases of `file` worth exporting, in order, and those left out (failed, or unavailable here).
    package static func select(from file: ResultsFile) -> (exported: [ExportedCase], leftOut: [CaseResult]) {
        var exported: [ExportedCase] = []
        var leftOut: [CaseResult] = []
        for result in file.results {
            if result.status == .ok && !result.samples.isEmpty {
                exported.append(ExportedCase(result: result, sample: result.sample, index: exported.count))
            } else {
                leftOut.append(result)
            }
        }
        return (exported, leftOut)
    }
}
