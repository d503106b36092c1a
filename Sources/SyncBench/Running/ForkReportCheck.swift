/// What a parent checks in every measurement a fork reports, before it trusts it: a fork of another build, or
/// a fork whose output was corrupted, must not put figures into the results that the case could not have given.
enum ForkReportCheck {
    /// The most windows or events one measurement may report, and the most workers.
    static let maximumWindows = 1_000_000
    static let maximumWorkers = 4_096

    /// What is wrong with `measurement` as the result of `plan`, or nil when nothing is.
    static func problem(in measurement: RunMeasurement, plan: RunPlan) -> String? {
        if measurement.windows.count > maximumWindows { return "\(measurement.windows.count) windows" }
        if !measurement.windowsPerRound.isEmpty || !measurement.lostRounds.isEmpty { return "a measurement of several rounds" }
        if measurement.batchSize < 1 { return "batch size \(measurement.batchSize)" }
        if measurement.totals.operations < 0 || measurement.totals.secondaryOperations < 0 { return "a negative total" }
        for window in measurement.windows {
            if window.nanoseconds == 0 { return "a window of 0 ns" }
            if window.operationsPerThread.count > maximumWorkers || window.secondaryOperationsPerThread.count > maximumWorkers {
                return "a window of \(window.operationsPerThread.count) workers"
            }
            if window.operationsPerThread.contains(where: { $0 < 0 }) || window.secondaryOperationsPerThread.contains(where: { $0 < 0 }) {
                return "a negative operation count"
            }
        }
        let workers = max(plan.threads, 3)  // priority inversion runs three threads whatever the plan says
        if let stuck = measurement.stuckWorkers.first(where: { $0 < 0 || $0 >= workers }) { return "stuck worker \(stuck) of \(plan.threads)" }
        if measurement.invariant == nil && measurement.stuckWorkers.isEmpty && measurement.unavailableReason == nil && !measurement.windows.isEmpty {
            return "windows without a checked invariant"
        }
        return nil
    }
}
