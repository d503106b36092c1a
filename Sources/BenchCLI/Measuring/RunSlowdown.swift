import SyncBench

/// `bench run --slowdown P`: every lock replaced by a deliberately slowed twin under the same name, for
/// checking on this machine that `compare` catches a known regression.
enum RunSlowdown {
    /// Calibrates a slowed twin of every available lock in `subjects` (the others are left as they are) and swaps it in, reporting each on stderr.
    /// - Returns: the metadata lines that mark the results file as a slowed run, and the iterations chosen for
    ///   each lock, which forks apply without calibrating again.
    static func apply(
        _ fraction: Double, to subjects: inout [Subject], console: Console
    ) -> (metadata: [(key: String, value: String)], iterations: [String: Int]) {
        let slowdown = Slowdown(fraction: fraction)
        let label = NumberText.percent(fraction)
        console.err("slowdown \(label): calibrating busy work inside each lock (uncontended, 5 x 20 ms per try)\n")
        var calibration: [String] = []
        var iterations: [String: Int] = [:]
        for (index, subject) in subjects.enumerated() where subject.unavailableReason == nil {
            guard let calibrated = slowdown.calibrate(subject) else { continue }
            subjects[index] = calibrated.subject
            iterations[subject.name] = calibrated.iterations
            let line = "\(subject.name) \(NumberText.figure(calibrated.baseNanoseconds)) -> \(NumberText.figure(calibrated.slowedNanoseconds)) ns "
                + "(+\(NumberText.figure(calibrated.slowedNanoseconds - calibrated.baseNanoseconds)) ns, "
                + "\(NumberText.change(1 + calibrated.measuredFraction)), \(calibrated.iterations) iterations)"
            console.err("  \(line)\n")
            calibration.append(line)
        }
        return ([("slowdown", label), ("slowdown_calibration", calibration.joined(separator: "; "))], iterations)
    }

    /// Swaps in the slowed twin of each lock named in `iterations`, with the busy work calibrated elsewhere:
    /// what a fork of a slowed run does with its parent's calibration.
    static func apply(_ iterations: [String: Int], to subjects: inout [Subject]) {
        for (index, subject) in subjects.enumerated() {
            if let count = iterations[subject.name], let slowed = subject.slowed(by: BusyWork(iterations: count)) {
                subjects[index] = slowed
            }
        }
    }
}
