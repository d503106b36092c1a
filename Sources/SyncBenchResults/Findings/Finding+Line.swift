import SyncBenchCore

/// Each finding as one line with its figures; `~` marks a figure measured while other processes were busy.
extension Finding {
    /// The finding as one line of text.
    package var line: String {
        let text: String =
            switch self {
            case .cheapestUncontended(let finding): Self.line(finding)
            case .highestThroughput(let finding): Self.line(finding)
            case .collapse(let finding): Self.line(finding)
            case .noCollapse(let finding): Self.line(finding)
            case .leastFair(let finding):
                "Least fair (Jain's index, 1 = even): "
                    + finding.locks.map {
                        "\($0.primitive) \(NumberText.fixed($0.value, places: 3))\(Self.mark($0)) at \($0.threads) threads\(Self.beyondCPUs($0))"
                    }
                    .joined(separator: ", ") + "."
            case .priorityInversion(let finding): Self.line(finding)
            case .kernelLeader(let finding): Self.line(finding)
            case .placementDecides(let finding): finding.line
            case .leftOut(let finding): Self.line(finding)
            }
        return isNoisy ? text + " (~ measured under load)" : text
    }

    private static func line(_ finding: CheapestLock) -> String {
        let best = finding.best
        let interval = finding.interval.map { " [\(NumberText.figure($0.lowerBound)), \(NumberText.figure($0.upperBound))]" } ?? ""
        let next = finding.runnerUp.map { "; next \($0.primitive) \(NumberText.figure($0.value))\(mark($0)) ns" } ?? ""
        return "Cheapest lock uncontended: \(best.primitive) at \(NumberText.figure(best.value))\(mark(best)) ns per lock/unlock "
            + "pair\(interval)\(next).\(inPairs(finding.paired, leader: best.primitive))\(sinking(finding.sinks))"
    }

    /// ` In pairs (40, both in one process each): Mutex costs 5.2% less than ...`, or nothing without an estimate.
    private static func inPairs(_ estimate: PairedEstimate?, leader: String) -> String {
        estimate.map { " In pairs \($0.clause(leader: leader))." } ?? ""
    }

    private static func line(_ finding: HighestThroughput) -> String {
        let best = finding.best
        let place = finding.oversubscribed
            ? "oversubscribed, at \(best.threads) threads" : "at \(best.threads) thread\(best.threads == 1 ? "" : "s") (within the effective CPUs)"
        let next = finding.runnerUp.map { "; next \($0.primitive) \(megaOps($0))" } ?? ""
        return "Highest throughput \(place): \(best.primitive) \(megaOps(best))\(next).\(inPairs(finding.paired, leader: best.primitive))"
            + sinking(finding.sinks)
    }

    private static func line(_ finding: KernelLeader) -> String {
        let best = finding.best
        let place = "\(best.threads) thread\(best.threads == 1 ? "" : "s")\(best.oversubscribed ? " (oversubscribed)" : "")"
        let name = finding.benchmark == .kernel ? "Kernel \(finding.workload)" : "\(finding.benchmark.rawValue.capitalized) kernel (\(finding.workload))"
        let next = finding.runnerUp.map { "; next \($0.primitive) \(megaOps($0))" } ?? ""
        let counter = finding.counterLeader.map { leader in
            finding.differsFromCounter ? " The counter loop ranks \(leader) first here; this kernel does not." : " The counter loop agrees."
        } ?? ""
        return "\(name), \(place): \(best.primitive) \(megaOps(best))\(next).\(counter)\(inPairs(finding.paired, leader: best.primitive))"
            + placements(finding.paired) + sinking(finding.sinks)
    }

    /// ` Beyond the CPUs it sinks in the counter loop: 13.0 Mops/s at 8 threads (oversubscribed), against 51.1 at 2.`,
    /// ` Beyond the CPUs it sinks (above).` when an earlier line said so of the same lock, or nothing.
    private static func sinking(_ sinks: Sinking?) -> String {
        guard let sinks else { return "" }
        if sinks.repeated { return " Beyond the CPUs it sinks (above)." }
        return " Beyond the CPUs it sinks in the counter loop: \(megaOps(sinks.beyond)) at \(sinks.beyond.threads) threads "
            + "(oversubscribed), against \(NumberText.figure(sinks.within.value / 1e6)) at \(sinks.within.threads)."
    }

    /// ` By where the host placed the CPUs: at 68-132 ns round trip 0.780, at 327-513 ns 1.690.`, or nothing when the
    /// pairs' round trips do not fall into two groups apart.
    private static func placements(_ estimate: PairedEstimate?) -> String {
        guard let groups = estimate?.byPlacement, !groups.isEmpty, let estimate else { return "" }
        let parts = groups.map {
            "at \(NumberText.figure($0.roundTrip.lowerBound))-\(NumberText.figure($0.roundTrip.upperBound)) ns round trip "
                + "\(estimate.first) over \(estimate.second) \(PairedEstimate.figure($0.ratio)) [\(PairedEstimate.figure($0.lower)), "
                + "\(PairedEstimate.figure($0.upper))] (\($0.pairs) pairs)"
        }
        return " The ratio depends on where the host placed the two CPUs: " + parts.joined(separator: "; ") + "."
    }

    private static func line(_ finding: NoCollapse) -> String {
        let at = "\(finding.toThreads) threads\(finding.oversubscribed ? " (oversubscribed)" : "")"
        let failed = finding.failedAtLargest.isEmpty ? ""
            : " Not judged: \(finding.failedAtLargest.joined(separator: ", ")), which failed there (see the cases left out)."
        guard finding.locks > 0 else { return "No lock could be judged for a collapse." + failed }
        let kept = finding.locks == 1 ? "the one lock judged keeps" : "all \(finding.locks) locks judged keep"
        let claim = finding.failedAtLargest.isEmpty ? "No lock collapses" : "No judged lock collapses"
        return "\(claim): \(kept) more than a tenth of their \(finding.fromThreads)-thread throughput at \(at).\(failed)"
    }

    private static func line(_ finding: Collapse) -> String {
        let drop = "\(finding.from.primitive) collapses: \(megaOps(finding.from)) at \(finding.from.threads) threads, "
            + "\(megaOps(finding.to)) at \(finding.to.threads) (\(finding.to.oversubscribed ? "oversubscribed, " : "")"
            + "\(NumberText.figure(finding.factor))x lower)"
        guard let cost = finding.cause else { return drop + "; the cost of waiting was not measured." }
        let split = cost.voluntarySwitches.flatMap { voluntary in cost.involuntarySwitches.map { (voluntary, $0) } }
        let switches = "\(NumberText.figure(cost.switches)) context switches per operation "
            + (split.map { "(\(NumberText.figure($0.0)) voluntary, \(NumberText.figure($0.1)) involuntary)" } ?? "(of both kinds)")
        let kind = split.map { $0.0 >= $0.1 ? ": every handoff sleeps in the kernel and wakes a thread" : ": threads are preempted" }
            ?? ": a thread is switched out about once per operation"
        let cause: String =
            if cost.switches >= 0.3 {
                "about \(switches)" + kind
            } else if cost.cpuNanoseconds >= cost.wallNanoseconds {
                "\(NumberText.figure(cost.cpuNanoseconds)) ns of CPU per operation against \(NumberText.figure(cost.wallNanoseconds)) ns "
                    + "of wall time, and only \(NumberText.figure(cost.switches)) context switches: waiters spin"
            } else {
                "no single cause in the cost of waiting (\(switches), \(NumberText.figure(cost.cpuNanoseconds)) ns of CPU)"
            }
        return drop + "; at \(finding.to.threads) threads, \(cause)."
    }

    private static func line(_ finding: InversionOutcome) -> String {
        if let reason = finding.unavailableReason { return "Priority inversion not measured here: \(reason)." }
        let setting = "Priority inversion (low holds \(time(finding.holdNanoseconds)), medium spins \(time(finding.burstNanoseconds)))"
        let list = { (figures: [FindingFigure]) in
            figures.map { "\($0.primitive) (\(time($0.value))\(mark($0)))" }.joined(separator: ", ")
        }
        var parts: [String] = []
        let hold = finding.locks(.hold)
        let burst = finding.locks(.burst)
        let between = finding.locks(.between)
        if !hold.isEmpty { parts.append("the hold bounds the high thread's wait with \(list(hold))") }
        if !burst.isEmpty { parts.append("the high thread waits out the burst with \(list(burst))") }
        if !between.isEmpty { parts.append("between the two with \(list(between))") }
        return "\(setting): \(parts.joined(separator: "; "))."
    }

    private static func line(_ finding: LeftOut) -> String {
        let shown = finding.cases.prefix(4).map { "\($0.key) (\($0.status))" }
        let more = finding.cases.count > 4 ? " and \(finding.cases.count - 4) more" : ""
        return "Left out of these findings, failed: \(shown.joined(separator: ", "))\(more)."
    }

    /// A throughput in millions of operations per second, marked when noisy: `51.1 Mops/s`, `13.0~ Mops/s`.
    static func megaOps(_ figure: FindingFigure) -> String {
        "\(NumberText.figure(figure.value / 1e6))\(mark(figure)) Mops/s"
    }

    /// A duration in the unit that keeps it readable: `56.8 us`, `20.2 ms`.
    static func time(_ nanoseconds: Double) -> String {
        let unit = timeUnit(nanoseconds)
        return "\(NumberText.figure(nanoseconds / unit.scale)) \(unit.name)"
    }

    /// The unit that keeps a duration of `nanoseconds` readable, and its size in ns: (1e3, `us`) for 56 800.
    static func timeUnit(_ nanoseconds: Double) -> (scale: Double, name: String) {
        switch nanoseconds {
        case ..<1e3: (1, "ns")
        case ..<1e6: (1e3, "us")
        case ..<1e9: (1e6, "ms")
        default: (1e9, "s")
        }
    }

    /// `~` after a figure measured while other processes were busy, else nothing.
    static func mark(_ figure: FindingFigure) -> String {
        figure.noisy ? "~" : ""
    }

    /// ` (oversubscribed)` for a figure measured with more threads than the effective CPUs, else nothing.
    private static func beyondCPUs(_ figure: FindingFigure) -> String {
        figure.oversubscribed ? " (oversubscribed)" : ""
    }
}
