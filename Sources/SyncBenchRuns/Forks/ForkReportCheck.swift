import SyncBenchCore
import SyncBenchResults

/// What a parent checks in every measurement a fork reports, before it trusts it: a fork of another build, or
/// a fork whose output was corrupted, must not put figures into the results that the case could not have given,
/// nor figures that would make the parent's own arithmetic fail (a window wider than the others, a count whose
/// sum overflows). The shape is checked here, the size of every figure in `ForkReportCheck+Figures.swift`.
enum ForkReportCheck {
    /// The most windows or events one measurement may report, and the most workers.
    static let maximumWindows = 1_000_000
    static let maximumWorkers = 4_096

    /// What is wrong with `measurement` as the result of `plan`, or nil when nothing is.
    /// - Parameter workers: the counts every window must hold (`BenchmarkCase.workersPerWindow`).
    static func problem(in measurement: RunMeasurement, plan: RunPlan, workers: Int) -> String? {
        if measurement.windows.count > maximumWindows { return "\(measurement.windows.count) windows" }
        if !measurement.windowsPerRound.isEmpty || !measurement.lostRounds.isEmpty { return "a measurement of several rounds" }
        if let problem = widthProblem(measurement.windows, workers: workers) { return problem }
        let threads = max(plan.threads, 3)  // priority inversion runs three threads whatever the plan says
        if measurement.stuckWorkers.count > maximumWorkers { return "\(measurement.stuckWorkers.count) stuck workers" }
        if let stuck = measurement.stuckWorkers.first(where: { $0 < 0 || $0 >= threads }) { return "stuck worker \(stuck) of \(plan.threads)" }
        let unpinned = measurement.unpinnedWorkers
        if unpinned.count > maximumWorkers || unpinned.contains(where: { $0 < 0 || $0 >= threads })
            || (!unpinned.isEmpty && plan.workerCPU(0) == nil) {
            return "\(unpinned.count) unpinned worker(s) (the first \(unpinned.first ?? 0)) of \(plan.threads), for a plan that pins \(plan.workerCPUs?.count ?? 0) CPU(s)"
        }
        if measurement.invariant == nil && measurement.stuckWorkers.isEmpty && measurement.unavailableReason == nil && !measurement.windows.isEmpty {
            return "windows without a checked invariant"
        }
        if let reason = measurement.unavailableReason, reason.count > maximumReason || reason.unicodeScalars.contains(where: isControl) {
            return "a reason for being unavailable of \(reason.count) characters, or of several lines"
        }
        return figuresProblem(in: measurement)
    }

    /// The longest reason for being unavailable a fork may give, in characters.
    static let maximumReason = 500

    /// What is wrong with the widths of `windows`: every window holds the same number of counts, of operations
    /// and of secondary operations alike, and that number is `workers`.
    private static func widthProblem(_ windows: [RunMeasurement.Window], workers: Int) -> String? {
        guard let width = windows.first?.operationsPerThread.count else { return nil }
        if width != workers {
            return "a window of \(width) workers, for \(workers)"
        }
        if let odd = windows.first(where: { $0.operationsPerThread.count != width || $0.secondaryOperationsPerThread.count != width }) {
            return "windows of different widths (\(width) and \(odd.operationsPerThread.count)/\(odd.secondaryOperationsPerThread.count) workers)"
        }
        return nil
    }

    /// Whether `scalar` is a control character (a newline, a carriage return, ...), which a note cannot hold.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }
}
