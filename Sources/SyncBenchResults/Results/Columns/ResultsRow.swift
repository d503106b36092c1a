import SyncBenchCore
import Foundation

/// Turns a `CaseResult` into a CSV row: one field per `ResultsColumn`, in order.
enum ResultsRow {
    /// The row's fields, in `ResultsColumn.allCases` order.
    static func fields(of result: CaseResult, host: String) -> [String] {
        let figures = Figures(result)
        return ResultsColumn.allCases.map { figures.field($0, host: host) }
    }

    /// The statistics a row shows, computed once per row.
    private struct Figures {
        let result: CaseResult
        let sample: Sample
        let interval: MedianInterval?
        let outliers: Outliers

        init(_ result: CaseResult) {
            self.result = result
            sample = result.sample
            interval = MedianInterval(result.estimate)
            outliers = Outliers(sample)
        }

        func field(_ column: ResultsColumn, host: String) -> String {
            let number = NumberText.self
            switch column {
            case .host: return host
            case .benchmark: return result.benchmark.rawValue
            case .primitive: return result.primitive
            case .role: return result.role?.rawValue ?? ""
            case .family: return result.family.rawValue
            case .waiting: return result.contendedWaiting?.rawValue ?? ""
            case .footprintBytes: return text(result.footprintBytes)
            case .workload: return result.workload
            case .threads: return String(result.threads)
            case .oversubscribed: return yesNo(result.oversubscribed)
            case .criticalNanoseconds: return number.significant(result.parameters.criticalNanoseconds)
            case .thinkNanoseconds: return number.significant(result.parameters.thinkNanoseconds)
            case .readPercent: return text(result.parameters.readPercent)
            case .items: return text(result.parameters.items)
            case .stripes: return text(result.parameters.stripes)
            case .repetitions: return String(result.samples.count)
            case .forks: return String(result.forks)
            case .windowSeconds: return "\(result.windowSeconds)"
            case .batch: return String(result.batchSize)
            case .totalOperations: return String(result.totalOperations)
            case .operationsPerSecond: return number.decimal(result.operationsPerSecond, places: 0)
            case .nanosecondsPerOperation: return number.decimal(result.nanosecondsPerOperation)
            case .mean: return number.decimal(sample.mean)
            case .minimum: return number.decimal(sample.min)
            case .maximum: return number.decimal(sample.max)
            case .standardDeviation: return number.decimal(sample.standardDeviation)
            case .coefficientOfVariation: return number.decimal(sample.coefficientOfVariation, places: 4)
            case .intervalLow: return number.decimal(interval?.lower)
            case .intervalHigh: return number.decimal(interval?.upper)
            case .intervalLevel: return number.decimal(interval?.confidence, places: 4)
            case .forksDisagree: return result.forkAgreement.map { yesNo($0.disagree) } ?? ""
            case .forkModes: return result.forkModes.map { $0.csvValue } ?? ""
            case .placementClasses: return result.placementClassesCSVValue
            case .outliersMild: return String(outliers.mild)
            case .outliersSevere: return String(outliers.severe)
            case .lostUpdates: return String(result.lostUpdates)
            case .tornReads: return result.benchmark.checksTornReads ? String(result.tornReads) : ""
            case .invariant: return invariantWord
            case .status: return result.status.csvValue
            case .stuckThreads: return stuckThreads
            case .cpuNanosecondsPerOperation: return number.significant(result.cost?.cpuNanosecondsPerOperation)
            case .voluntarySwitchesPerOperation: return number.significant(result.cost?.voluntarySwitchesPerOperation)
            case .involuntarySwitchesPerOperation: return number.significant(result.cost?.involuntarySwitchesPerOperation)
            case .switchesPerOperation: return number.significant(result.cost?.switchesPerOperation)
            case .foreignCPUPercent: return number.significant(result.cost?.foreignCPUPercent)
            case .noisy: return result.cost.map { yesNo($0.isNoisy) } ?? ""
            case .hostOff: return result.hostProbes.isEmpty ? "" : yesNo(result.hostOff)
            case .harnessNanosecondsPerOperation: return number.significant(result.harnessNanosecondsPerOperation)
            case .jainIndex: return number.decimal(result.fairness?.jainIndex, places: 4)
            case .fairnessCV: return number.decimal(result.fairness?.coefficientOfVariation, places: 4)
            case .threadOperationsMinimum: return text(result.fairness?.minimum)
            case .threadOperationsMaximum: return text(result.fairness?.maximum)
            case .starvedThreads: return text(result.fairness?.starvedWorkers)
            case .latencyP50: return number.decimal(result.latency?.p50, places: 1)
            case .latencyP90: return number.decimal(result.latency?.p90, places: 1)
            case .latencyP99: return number.decimal(result.latency?.p99, places: 1)
            case .latencyP999: return number.decimal(result.latency?.p999, places: 1)
            case .latencyMax: return number.decimal(result.latency?.max, places: 1)
            case .latencySamples: return text(result.latency?.count)
            case .readLatencyP50: return number.decimal(result.readLatency?.p50, places: 1)
            case .readLatencyP90: return number.decimal(result.readLatency?.p90, places: 1)
            case .readLatencyP99: return number.decimal(result.readLatency?.p99, places: 1)
            case .readLatencyP999: return number.decimal(result.readLatency?.p999, places: 1)
            case .readLatencyMax: return number.decimal(result.readLatency?.max, places: 1)
            case .readLatencySamples: return text(result.readLatency?.count)
            case .readerOperationsPerSecond: return number.decimal(result.readWrite?.readerOperationsPerSecond, places: 0)
            case .writerOperationsPerSecond: return number.decimal(result.readWrite?.writerOperationsPerSecond, places: 0)
            case .writersStarved: return result.readWrite.map { yesNo($0.writersStarved) } ?? ""
            case .threadsBefore: return text(result.threadGrowth?.before)
            case .peakThreads: return text(result.threadGrowth?.peak)
            case .note: return note
            case .handlerInvocations: return text(result.coalescing?.handlerInvocations)
            case .handlerEvents: return text(result.coalescing?.events)
            case .eventsPerInvocation: return number.significant(result.coalescing?.eventsPerInvocation)
            case .samples: return result.samples.map { "\($0)" }.joined(separator: " ")
            case .samplesPerRound: return result.samplesPerRound.map(String.init).joined(separator: " ")
            case .forkMedians: return result.forkMedians.map { "\($0)" }.joined(separator: " ")
            case .hostProbe: return result.hostProbes.map { "\($0)" }.joined(separator: " ")
            case .hostProbeTime: return result.hostProbeTimes.map(String.init).joined(separator: " ")
            case .placementRoundTrips:
                return result.placementRoundTrips.map { $0.isEmpty ? "-" : $0.map { "\($0)" }.joined(separator: "/") }.joined(separator: " ")
            case .placementByFork:
                return result.placementSides.map { $0?.rawValue ?? "-" }.joined(separator: " ")
            }
        }

        private var invariantWord: String {
            switch result.status {
            case .timedOut, .unavailable: "unchecked"
            case .invariantViolated: "violated"
            default: result.lostUpdates > 0 ? "lost_updates_expected" : "held"
            }
        }

        private var note: String {
            switch result.status {
            case .unavailable(let reason), .forkFailed(let reason): reason
            default: ""
            }
        }

        private var stuckThreads: String {
            guard case .timedOut(let stuck) = result.status else { return "" }
            return stuck.map(String.init).joined(separator: " ")
        }

        private func yesNo(_ flag: Bool) -> String { flag ? "yes" : "no" }

        private func text(_ value: Int?) -> String { value.map(String.init) ?? "" }
    }
}

extension CaseResult {
    /// The `placement_classes` cell: with forks on both sides of the run's placement boundary, each side's median
    /// in ns with its forks, its interval and its round trips, near first, as
    /// `near 41.7x8 [40.1 43.0] at 66-120ns; far 81.2x2 at 360-430ns`; with every placed fork on one side, that side
    /// alone, as `near x10 at 66-120ns`; empty when the run's readings form one group.
    var placementClassesCSVValue: String {
        func trips(_ range: ClosedRange<Double>) -> String {
            "at \(NumberText.figure(range.lowerBound))-\(NumberText.figure(range.upperBound))ns"
        }
        let figures = placementFigures
        if figures.isEmpty {
            guard let side = placementSide, let only = placementFigures(on: side) else { return "" }
            return "\(side.rawValue) x\(only.forks) \(trips(only.roundTrip))"
        }
        return figures.map { figure in
            let interval = figure.interval.map { " [\(NumberText.figure($0.lower)) \(NumberText.figure($0.upper))]" } ?? ""
            return "\(figure.side.rawValue) \(NumberText.figure(figure.median))x\(figure.forks)\(interval) \(trips(figure.roundTrip))"
        }.joined(separator: "; ")
    }
}

extension ForkModes {
    /// The `fork_modes` cell: each level with its forks, fast first, as `7.49x8 11.4x2`.
    var csvValue: String {
        [fast, slow].map { "\(NumberText.figure($0.median))x\($0.forks)" }.joined(separator: " ")
    }
}
