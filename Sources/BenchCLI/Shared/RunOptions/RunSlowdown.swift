import SyncBench

/// `--slowdown P` (of `bench run` and `bench ab`): every lock replaced by a deliberately slowed twin under the
/// same name, for checking on this machine that a comparison catches a known regression.
enum RunSlowdown {
    /// Calibrates a slowed twin of every available lock in `subjects` (the others are left as they are) and swaps
    /// it in, reporting each on stderr. Each try is measured in fresh forks by `forks` when the run measures in
    /// forks, else in this process.
    /// - Parameter search: starts a lock's search in forks; by default with the lock's cost measured in this
    ///   process, which is reported beside what the work adds. Tests pass a fixed one: measured under a
    ///   sanitizer on a busy machine, the lock's cost can be a thousand times its own.
    /// - Returns: the metadata lines that mark the results file as a slowed run, and the work chosen for each
    ///   lock, which forks apply without calibrating again.
    ///   A lock whose calibration did not land within `Slowdown.tolerance(for:)` of the size asked is slowed by
    ///   the size it reached, with a warning, and its line in the metadata says so: a comparison is then
    ///   checked against that size. A lock none of whose tries could be measured is left unslowed, with a
    ///   warning.
    static func apply(
        _ fraction: Double, to subjects: inout [Subject], forks: SlowdownForks?, console: Console,
        search: (Slowdown, Subject) -> Slowdown.Search? = { $0.search($1) }
    ) -> (metadata: [(key: String, value: String)], work: [String: SlowdownWork]) {
        let slowdown = Slowdown(fraction: fraction)
        let label = NumberText.percent(fraction)
        let tries = forks.map { "in fresh forks of this build, every lock in each fork: \(SlowdownForks.pairsPerTry) pairs a lock a try, \($0.description)" }
            ?? "uncontended, \(Slowdown.pairsPerTry) alternating pairs of 10 ms windows in this process a try"
        let pooling = "a work's pairs pooled over its tries, until one's \(NumberText.percent(Slowdown.Reading.confidence, places: 0)) interval lies within the tolerance"
        console.err("slowdown \(label): calibrating the share of uncounted operations each lock does (\(tries); \(pooling))\n")
        var calibration: [String] = []
        var work: [String: SlowdownWork] = [:]
        let locks = subjects.indices.filter { subjects[$0].unavailableReason == nil && subjects[$0].slowed(by: .none) != nil }
        let calibrated = calibrate(locks.map { subjects[$0] }, slowdown: slowdown, forks: forks, console: console, search: search)
        for (index, calibrated) in zip(locks, calibrated) {
            let subject = subjects[index]
            guard let calibrated else {
                console.err("warning: --slowdown \(label): \(subject.name) could not be measured with the work inside it; it is not slowed\n")
                continue
            }
            subjects[index] = calibrated.subject
            work[subject.name] = calibrated.work
            let reached = calibrated.reached(fraction)
            let line = "\(subject.name) \(NumberText.figure(calibrated.baseNanoseconds)) -> \(NumberText.figure(calibrated.slowedNanoseconds)) ns "
                + "(+\(NumberText.figure(calibrated.slowedNanoseconds - calibrated.baseNanoseconds)) ns, "
                + "\(calibrated.reading.description), \(calibrated.work.description), \(calibrated.tries) tr\(calibrated.tries == 1 ? "y" : "ies"))"
                + (reached ? "" : ", not the \(label) asked")
            console.err("  \(line)\n")
            if !reached {
                console.err("warning: --slowdown \(label): \(subject.name) came to \(NumberText.change(1 + calibrated.measuredFraction)) at the closest, "
                    + "not within \(NumberText.fixed(100 * Slowdown.tolerance(for: fraction), places: 2)) points of \(label); it is slowed by that much\n")
            }
            calibration.append(line)
        }
        return ([("slowdown", label), ("slowdown_calibration", calibration.joined(separator: "; "))], work)
    }

    /// Each of `locks` calibrated, in the same order (nil for one none of whose tries could be measured): in this
    /// process one lock after another, or by `forks`, a try of every lock in the same forks until each search
    /// has ended, a line on `console` for each. A lock whose search has ended is still measured with its closest
    /// work, unread, so that each fork measures what a fork of the run measures.
    private static func calibrate(
        _ locks: [Subject], slowdown: Slowdown, forks: SlowdownForks?, console: Console, search: (Slowdown, Subject) -> Slowdown.Search?
    ) -> [Slowdown.Calibrated?] {
        guard let forks else { return locks.map { slowdown.calibrate($0) } }
        var searches = locks.map { search(slowdown, $0) }
        var number = 0
        while case let open = searches.indices.filter({ searches[$0]?.next != nil }), !open.isEmpty {
            number += 1
            let tried = searches.compactMap { search in search.flatMap { search in (search.next ?? search.calibrated?.work).map { (search.subject, $0) } } }
            let pairs = forks.pairs(tried)
            var read: [String] = []
            for index in open {
                guard let work = searches[index]?.next else { continue }
                let name = locks[index].name
                let reading = searches[index]?.record(pairs[name])
                read.append("\(name) " + (reading?.description ?? "not measured") + " with \(work.description)")
            }
            console.err("  try \(number): \(read.joined(separator: "; "))\n")
        }
        return searches.map { $0?.calibrated }
    }
}
