import SyncBench

/// `bench run --slowdown P`: every lock replaced by a deliberately slowed twin under the same name, for
/// checking on this machine that `compare` catches a known regression.
enum RunSlowdown {
    /// Calibrates a slowed twin of every available lock in `subjects` (the others are left as they are) and swaps it in, reporting each on stderr.
    /// - Returns: the metadata lines that mark the results file as a slowed run.
    static func apply(_ fraction: Double, to subjects: inout [Subject], console: Console) -> [(key: String, value: String)] {
        let slowdown = Slowdown(fraction: fraction)
        let label = NumberText.percent(fraction)
        console.err("slowdown \(label): calibrating busy work inside each lock (uncontended, 5 x 20 ms per try)\n")
        var calibration: [String] = []
        for (index, subject) in subjects.enumerated() where subject.unavailableReason == nil {
            guard let calibrated = slowdown.calibrate(subject) else { continue }
            subjects[index] = calibrated.subject
            let line = "\(subject.name) \(NumberText.figure(calibrated.baseNanoseconds)) -> \(NumberText.figure(calibrated.slowedNanoseconds)) ns "
                + "(+\(NumberText.figure(calibrated.slowedNanoseconds - calibrated.baseNanoseconds)) ns, "
                + "\(NumberText.change(1 + calibrated.measuredFraction)), \(calibrated.iterations) iterations)"
            console.err("  \(line)\n")
            calibration.append(line)
        }
        return [("slowdown", label), ("slowdown_calibration", calibration.joined(separator: "; "))]
    }
}
