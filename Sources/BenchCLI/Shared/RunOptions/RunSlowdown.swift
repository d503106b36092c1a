import SyncBench

/// `--slowdown P` (of `bench run` and `bench ab`): every lock replaced by a deliberately slowed twin under the
/// same name, for checking on this machine that a comparison catches a known regression.
enum RunSlowdown {
    /// A slowdown this machine could not make within `Slowdown.tolerance(for:)` of its size.
    struct Shortfall: Error, CustomStringConvertible {
        /// The one-line message.
        let description: String
    }

    /// Calibrates a slowed twin of every available lock in `subjects` (the others are left as they are) and swaps it in, reporting each on stderr.
    /// - Returns: the metadata lines that mark the results file as a slowed run, and the work chosen for each
    ///   lock, which forks apply without calibrating again.
    /// - Throws: `Shortfall` naming the first lock whose calibration did not land within the tolerance: a run
    ///   slowed by another size than the one asked would check the comparison against the wrong figure.
    static func apply(
        _ fraction: Double, to subjects: inout [Subject], console: Console
    ) throws(Shortfall) -> (metadata: [(key: String, value: String)], work: [String: SlowdownWork]) {
        let slowdown = Slowdown(fraction: fraction)
        let label = NumberText.percent(fraction)
        console.err("slowdown \(label): calibrating busy work inside each lock (uncontended, \(Slowdown.pairsPerTry) alternating pairs of 10 ms windows a try)\n")
        var calibration: [String] = []
        var work: [String: SlowdownWork] = [:]
        for (index, subject) in subjects.enumerated() where subject.unavailableReason == nil {
            guard let calibrated = slowdown.calibrate(subject) else { continue }
            guard calibrated.reached(fraction) else {
                throw Shortfall(
                    description: "--slowdown \(label): \(subject.name) reached \(NumberText.change(1 + calibrated.measuredFraction)) at the closest "
                        + "(\(calibrated.work.description)), not within \(NumberText.percent(Slowdown.tolerance(for: fraction), places: 0)) of it; "
                        + "this machine cannot make that slowdown: ask for another size"
                )
            }
            subjects[index] = calibrated.subject
            work[subject.name] = calibrated.work
            let line = "\(subject.name) \(NumberText.figure(calibrated.baseNanoseconds)) -> \(NumberText.figure(calibrated.slowedNanoseconds)) ns "
                + "(+\(NumberText.figure(calibrated.slowedNanoseconds - calibrated.baseNanoseconds)) ns, "
                + "\(NumberText.change(1 + calibrated.measuredFraction)), \(calibrated.work.description))"
            console.err("  \(line)\n")
            calibration.append(line)
        }
        return ([("slowdown", label), ("slowdown_calibration", calibration.joined(separator: "; "))], work)
    }
}
