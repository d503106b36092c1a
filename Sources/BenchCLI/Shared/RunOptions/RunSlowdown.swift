import SyncBench

/// `--slowdown P` (of `bench run` and `bench ab`): every lock replaced by a deliberately slowed twin under the
/// same name, for checking on this machine that a comparison catches a known regression.
enum RunSlowdown {
    /// Calibrates a slowed twin of every available lock in `subjects` (the others are left as they are) and swaps it in, reporting each on stderr.
    /// - Returns: the metadata lines that mark the results file as a slowed run, and the work chosen for each
    ///   lock, which forks apply without calibrating again.
    ///   A lock whose calibration did not land within `Slowdown.tolerance(for:)` of the size asked is slowed by
    ///   the size it reached, with a warning, and its line in the metadata says so: a comparison is then
    ///   checked against that size.
    static func apply(
        _ fraction: Double, to subjects: inout [Subject], console: Console
    ) -> (metadata: [(key: String, value: String)], work: [String: SlowdownWork]) {
        let slowdown = Slowdown(fraction: fraction)
        let label = NumberText.percent(fraction)
        console.err("slowdown \(label): calibrating busy work inside each lock (uncontended, \(Slowdown.pairsPerTry) alternating pairs of 10 ms windows a try)\n")
        var calibration: [String] = []
        var work: [String: SlowdownWork] = [:]
        for (index, subject) in subjects.enumerated() where subject.unavailableReason == nil {
            guard let calibrated = slowdown.calibrate(subject) else { continue }
            subjects[index] = calibrated.subject
            work[subject.name] = calibrated.work
            let reached = calibrated.reached(fraction)
            let line = "\(subject.name) \(NumberText.figure(calibrated.baseNanoseconds)) -> \(NumberText.figure(calibrated.slowedNanoseconds)) ns "
                + "(+\(NumberText.figure(calibrated.slowedNanoseconds - calibrated.baseNanoseconds)) ns, "
                + "\(NumberText.change(1 + calibrated.measuredFraction)), \(calibrated.work.description))"
                + (reached ? "" : ", not the \(label) asked")
            console.err("  \(line)\n")
            if !reached {
                console.err("warning: --slowdown \(label): \(subject.name) came to \(NumberText.change(1 + calibrated.measuredFraction)) at the closest, "
                    + "not within \(NumberText.percent(Slowdown.tolerance(for: fraction), places: 0)) of \(label); it is slowed by that much\n")
            }
            calibration.append(line)
        }
        return ([("slowdown", label), ("slowdown_calibration", calibration.joined(separator: "; "))], work)
    }
}
