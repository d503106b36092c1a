import SyncBenchCore

/// One thing a results file says about the choice of a lock, with its figures: see `Findings`.
package enum Finding: Sendable, Equatable {
    /// The lock with the lowest uncontended cost.
    case cheapestUncontended(CheapestLock)
    /// The lock with the highest plain contended throughput at one thread count.
    case highestThroughput(HighestThroughput)
    /// A lock whose throughput falls by more than `Collapse.factorThreshold` from few threads to the most.
    case collapse(Collapse)
    /// Every lock judged keeps more than a tenth of its throughput.
    case noCollapse(NoCollapse)
    /// The locks that shared out the operations least evenly.
    case leastFair(LeastFair)
    /// Which locks bound a high-priority thread's wait by the hold and which wait out the burst.
    case priorityInversion(InversionOutcome)
    /// The lock with the highest throughput in one kernel at one thread count.
    case kernelLeader(KernelLeader)
    /// A leader that differs between the two placements of the workers' CPUs.
    case placementDecides(PlacementDecides)
    /// Failed cases, which no rule used.
    case leftOut(LeftOut)

    /// A stable name for tools: `cheapest_uncontended`, `highest_throughput`, `collapse`, `no_collapse`,
    /// `least_fair`, `priority_inversion`, `kernel_leader`, `placement_decides`, `left_out`.
    package var kind: String {
        switch self {
        case .cheapestUncontended: "cheapest_uncontended"
        case .highestThroughput: "highest_throughput"
        case .collapse: "collapse"
        case .noCollapse: "no_collapse"
        case .leastFair: "least_fair"
        case .priorityInversion: "priority_inversion"
        case .kernelLeader: "kernel_leader"
        case .placementDecides: "placement_decides"
        case .leftOut: "left_out"
        }
    }

    /// Whether a figure of the finding was measured while other processes were busy.
    package var isNoisy: Bool {
        switch self {
        case .cheapestUncontended(let finding): finding.best.noisy || finding.runnerUp?.noisy == true
        case .highestThroughput(let finding): finding.best.noisy || finding.runnerUp?.noisy == true
        case .collapse(let finding): finding.from.noisy || finding.to.noisy
        case .leastFair(let finding): finding.locks.contains(where: \.noisy)
        case .priorityInversion(let finding): finding.waits.contains(where: \.figure.noisy)
        case .kernelLeader(let finding): finding.best.noisy || finding.runnerUp?.noisy == true
        case .placementDecides(let finding): finding.near.noisy || finding.far.noisy
        case .noCollapse, .leftOut: false
        }
    }
}

/// One primitive's figure at one thread count, as a finding quotes it.
package struct FindingFigure: Sendable, Equatable {
    /// The subject's name.
    package var primitive: String
    /// Worker threads.
    package var threads: Int
    /// The figure, in the unit the finding names (ns, operations per second, Jain's index).
    package var value: Double
    /// Measured while other processes were busy (the row's `noisy` flag).
    package var noisy: Bool
    /// Measured with more threads than the effective CPUs (the row's `oversubscribed` flag).
    package var oversubscribed: Bool

    /// Makes a figure.
    package init(primitive: String, threads: Int, value: Double, noisy: Bool = false, oversubscribed: Bool = false) {
        self.primitive = primitive
        self.threads = threads
        self.value = value
        self.noisy = noisy
        self.oversubscribed = oversubscribed
    }
}

/// The cheapest lock with nobody else asking: ns per lock/unlock pair.
package struct CheapestLock: Sendable, Equatable {
    /// The cheapest, in ns per pair.
    package var best: FindingFigure
    /// The interval of its median, when it has one.
    package var interval: ClosedRange<Double>?
    /// The next cheapest, for scale.
    package var runnerUp: FindingFigure?
    /// The two measured against each other in pairs, when the run did (`bench run`'s paired check).
    package var paired: PairedEstimate?
    /// Where the best sinks beyond the CPUs in the counter loop (`Sinking`), when it does.
    package var sinks: Sinking?
}

/// A leader's plain contended throughput within the CPUs and at the most threads beyond them, when the latter is
/// under half the former: a lock that leads with a CPU to each thread and sinks once threads outnumber CPUs (a
/// spinlock's waiters burn the time slice the owner needs), said beside the ranking it tops.
package struct Sinking: Sendable, Equatable {
    /// A leader sinks when its throughput beyond the CPUs falls under this share of its throughput within them.
    package static let threshold = 0.5
    /// Throughput at the largest thread count within the CPUs above one.
    package var within: FindingFigure
    /// Throughput at the largest thread count of all, beyond the CPUs.
    package var beyond: FindingFigure
    /// Whether an earlier finding of the same file already gave these figures for the same lock.
    package var repeated = false
}

/// The highest plain contended throughput at one thread count, in operations per second.
package struct HighestThroughput: Sendable, Equatable {
    /// The fastest lock.
    package var best: FindingFigure
    /// The next fastest, for scale.
    package var runnerUp: FindingFigure?
    /// True for the largest thread count beyond the effective CPUs, false for the largest within them.
    package var oversubscribed: Bool
    /// The two measured against each other in pairs, when the run did (`bench run`'s paired check).
    package var paired: PairedEstimate?
    /// Where the best sinks beyond the CPUs (`Sinking`), when it does; nil for the ranking beyond them.
    package var sinks: Sinking?
}

/// The highest throughput in one kernel's headline shape (or a kernel of your own) at one thread count, in
/// operations per second, beside the counter loop's leader at the same count.
package struct KernelLeader: Sendable, Equatable {
    /// The kernel's benchmark.
    package var benchmark: Benchmark
    /// Its shape, the workload column: `read95`, `stripes=8 padded`, a kernel of your own's name.
    package var workload: String
    /// The fastest lock (or, in the tasks kernel, the actor).
    package var best: FindingFigure
    /// The next fastest, for scale.
    package var runnerUp: FindingFigure?
    /// The counter loop's leader at the same thread count (the cheapest uncontended at one thread, the highest
    /// plain contended throughput at more), when the run measured one.
    package var counterLeader: String?
    /// The two measured against each other in pairs, when the run did (`bench run`'s paired check).
    package var paired: PairedEstimate?
    /// Where the leader sinks beyond the CPUs in the counter loop (`Sinking`), when it does: a kernel runs within
    /// the CPUs by default, so its own rows cannot show it.
    package var sinks: Sinking?

    /// Whether the counter loop ranks another lock first at this thread count.
    package var differsFromCounter: Bool {
        counterLeader.map { $0 != best.primitive } ?? false
    }
}

/// A lock whose throughput collapses as threads are added, and what the cost-of-waiting columns show.
package struct Collapse: Sendable, Equatable {
    /// A collapse is a fall in throughput by more than this factor.
    package static let factorThreshold = 10.0
    /// Throughput (operations per second) at 2 threads, or the smallest count above 1.
    package var from: FindingFigure
    /// Throughput at the largest count.
    package var to: FindingFigure
    /// What waiting cost at the largest count, or nil when the file has no cost columns for it.
    package var cause: WaitingCost?

    /// How many times lower the throughput is at the largest count.
    package var factor: Double { from.value / to.value }
}

/// What waiting cost per operation: context switches (parking, preemption) and CPU time (spinning).
package struct WaitingCost: Sendable, Equatable {
    /// Voluntary context switches per operation (a thread went to sleep); nil where the platform cannot tell the kinds apart.
    package var voluntarySwitches: Double?
    /// Involuntary context switches per operation (a thread was preempted); nil where the kinds cannot be told apart.
    package var involuntarySwitches: Double?
    /// Context switches of either kind per operation.
    package var switches: Double
    /// CPU time of the process per operation, in ns.
    package var cpuNanoseconds: Double
    /// Wall time per operation of the whole system.
    package var wallNanoseconds: Double
}

/// No lock collapsed between two thread counts.
package struct NoCollapse: Sendable, Equatable {
    /// How many locks were judged.
    package var locks: Int
    /// The smaller thread count compared.
    package var fromThreads: Int
    /// The largest thread count.
    package var toThreads: Int
    /// Whether the largest count is beyond the effective CPUs.
    package var oversubscribed = false
    /// The locks measured at the smaller count whose case at the largest failed (no progress, a timeout), which
    /// the rule cannot judge: a lock that made no progress at all may be the worst collapse of all.
    package var failedAtLargest: [String] = []
}

/// The locks with the lowest Jain's index, lowest first, each at its least fair thread count.
package struct LeastFair: Sendable, Equatable {
    /// `value` is Jain's index (1 = even, 1/n = one thread did everything).
    package var locks: [FindingFigure]
}

/// The priority-inversion rows, each lock's median wait placed against the hold and the burst.
package struct InversionOutcome: Sendable, Equatable {
    /// Where a wait falls: bounded by the hold (within 10 times it), the whole burst (half of it or more), or between.
    package enum Bound: String, Sendable, Equatable {
        /// Within 10 times the hold: priority inheritance (or its like) worked.
        case hold
        /// Half the burst or more: the high thread waited for the medium one.
        case burst
        /// Neither.
        case between

        /// Where a wait of `wait` falls against a hold of `hold` and a burst of `burst`, all in ns.
        init(wait: Double, hold: Double, burst: Double) {
            self = wait <= 10 * hold ? .hold : wait >= burst / 2 ? .burst : .between
        }
    }

    /// The low thread's hold, from the workload column, in ns.
    package var holdNanoseconds: Double
    /// The medium thread's burst, from the workload column, in ns.
    package var burstNanoseconds: Double
    /// Each lock's median wait in ns, and where it falls.
    package var waits: [(figure: FindingFigure, bound: Bound)]
    /// Why the rows were not measured, when none was.
    package var unavailableReason: String?

    package static func == (lhs: InversionOutcome, rhs: InversionOutcome) -> Bool {
        lhs.holdNanoseconds == rhs.holdNanoseconds && lhs.burstNanoseconds == rhs.burstNanoseconds
            && lhs.unavailableReason == rhs.unavailableReason
            && lhs.waits.elementsEqual(rhs.waits) { $0.figure == $1.figure && $0.bound == $1.bound }
    }

    /// The locks whose waits fall at `bound`, in the file's order.
    package func locks(_ bound: Bound) -> [FindingFigure] {
        waits.filter { $0.bound == bound }.map(\.figure)
    }
}

/// The failed cases, which every rule skipped.
package struct LeftOut: Sendable, Equatable {
    /// Each failed case and its status word (`timeout`, `invariant_violated`, ...).
    package var cases: [(key: CaseKey, status: String)]

    package static func == (lhs: LeftOut, rhs: LeftOut) -> Bool {
        lhs.cases.elementsEqual(rhs.cases) { $0.key == $1.key && $0.status == $1.status }
    }
}
