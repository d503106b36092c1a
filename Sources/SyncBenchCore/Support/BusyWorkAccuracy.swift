import Foundation

/// How close calibrated busy work lands to its targets on this machine: the run's own check of the work it
/// puts inside locks and between operations, measured at the start of every run, printed and written with
/// the results. It reports and never fails a run: a busy machine moves it, and then the figures say so.
@usableFromInline package struct BusyWorkAccuracy: Sendable, Equatable {
    /// One target: the work asked for, the iterations the calibration chose for it, and what they took.
    package struct Landing: Sendable, Equatable {
        /// The work asked for, in nanoseconds.
        package var targetNanoseconds: Double
        /// The iterations the calibration chose.
        @usableFromInline package var iterations: Int
        /// The fastest of the timings, the least disturbed one, in nanoseconds.
        package var measuredNanoseconds: Double

        /// Makes a record.
        package init(targetNanoseconds: Double, iterations: Int, measuredNanoseconds: Double) {
            self.targetNanoseconds = targetNanoseconds
            self.iterations = iterations
            self.measuredNanoseconds = measuredNanoseconds
        }

        /// How far the work landed from its target, as a signed fraction of it: 0.1 is 10% over.
        package var deviation: Double { measuredNanoseconds / targetNanoseconds - 1 }
    }

    /// The calibration checked.
    package var calibration: BusyWork.Calibration
    /// One landing per target, in the order asked.
    package var landings: [Landing]

    /// The targets checked by default: the suite's own critical-section and think-time work.
    package static let standardTargets: [Double] = [50, 1_000]
    /// A deviation beyond which the run warns that its critical-section and think-time work is approximate.
    package static let tolerance = 0.2

    /// Makes a record.
    package init(calibration: BusyWork.Calibration, landings: [Landing]) {
        self.calibration = calibration
        self.landings = landings
    }

    /// Times the work `calibration` chooses for each target, the fastest of `rounds` timings each.
    /// - Parameter timing: the nanoseconds one run of the work takes; tests pass fixed figures.
    package static func measure(
        targets: [Double] = standardTargets, calibration: BusyWork.Calibration = BusyWork.calibration, rounds: Int = 20,
        timing: (BusyWork) -> Double = BusyWork.Calibration.time
    ) -> BusyWorkAccuracy {
        let landings = targets.map { target in
            let work = BusyWork(nanoseconds: target, calibration: calibration)
            let fastest = (0..<max(1, rounds)).map { _ in timing(work) }.min() ?? .nan
            return Landing(targetNanoseconds: target, iterations: work.iterations, measuredNanoseconds: fastest)
        }
        return BusyWorkAccuracy(calibration: calibration, landings: landings)
    }

    /// The landing furthest from its target, or nil with none.
    package var worst: Landing? {
        landings.max { abs($0.deviation) < abs($1.deviation) }
    }

    /// Whether every target landed within `tolerance` of itself.
    package var isWithinTolerance: Bool {
        landings.allSatisfy { abs($0.deviation) <= Self.tolerance }
    }

    /// The check as `key: value` metadata for a results file: each target, what it took and by how much it
    /// missed, then the calibrated cost per iteration and per call.
    package var metadata: [(key: String, value: String)] {
        let landed = landings.map { "\(Self.number($0.targetNanoseconds)) ns -> \(Self.number($0.measuredNanoseconds)) ns" }
        return [
            ("harness_busy_work", landed.joined(separator: ", ")),
            (
                "harness_busy_work_line",
                "\(Self.number(calibration.nanosecondsPerIteration)) ns per iteration + \(Self.number(calibration.fixedNanoseconds)) ns per call"
            ),
        ]
    }

    /// Four significant digits, as the results file writes its figures.
    static func number(_ value: Double) -> String {
        String(format: "%.4g", value)
    }
}
