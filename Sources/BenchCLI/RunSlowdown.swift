import SyncBench

/// `bench run --slowdown P`: every lock replaced by a deliberately slowed twin under the same name, for
/// checking on this machine that `compare` catches a known regression.
enum RunSlowdown {
    /// Calibrates a slowed twin of every available lock in `subjects` and swaps it in, reporting each on stderr.
    /// - Returns: the metadata lines that mark the results file as a slowed run.
    static func apply(_ fraction: Double, to subjects: inout [Subject], console: Console) -> [(key: String, value: String)] {
        let slowdown = Slowdown(fraction: fraction)
        let label = percent(fraction)
        console.err("slowdown \(label): calibrating busy work inside each lock (uncontended, 5 x 20 ms per try)\n")
        var calibration: [String] = []
        for (index, subject) in subjects.enumerated() where subject.unavailableReason == nil {
            guard let calibrated = slowdown.calibrate(subject) else { continue }
            subjects[index] = calibrated.subject
            let line = "\(subject.name) \(Summary.format(calibrated.baseNanoseconds)) -> \(Summary.format(calibrated.slowedNanoseconds)) ns "
                + "(+\(Summary.format(calibrated.slowedNanoseconds - calibrated.baseNanoseconds)) ns, "
                + "\(ComparisonCells.change(1 + calibrated.measuredFraction)), \(calibrated.iterations) iterations)"
            console.err("  \(line)\n")
            calibration.append(line)
        }
        return [("slowdown", label), ("slowdown_calibration", calibration.joined(separator: "; "))]
    }

    /// `15%`, or `12.5%` when a whole number would round.
    static func percent(_ fraction: Double) -> String {
        let value = fraction * 100
        return value == value.rounded() ? "\(Int(value))%" : "\(value)%"
    }
}
