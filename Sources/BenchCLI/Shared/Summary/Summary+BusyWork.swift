import SyncBench

extension Summary {
    /// The run's check of its calibrated busy work, for the start of a run: where each target landed, and
    /// a warning when one landed beyond the tolerance. Never a failure.
    static func busyWorkLine(_ accuracy: BusyWorkAccuracy) -> String {
        let landed = accuracy.landings.map {
            "\(NumberText.figure($0.targetNanoseconds)) ns took \(NumberText.figure($0.measuredNanoseconds)) ns (\(NumberText.change(1 + $0.deviation)))"
        }
        var line = "Busy work (the cs= and think= work): " + landed.joined(separator: ", ")
        if !accuracy.isWithinTolerance {
            line += "; more than \(NumberText.percent(BusyWorkAccuracy.tolerance, places: 0)) off, so those cases' work is approximate"
        }
        return line + "\n"
    }
}
