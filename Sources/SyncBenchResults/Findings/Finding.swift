import SyncBenchCore

/// One thing a results file says about the choice of a lock, with its figures: see `Findings`.
public enum Finding: Sendable, Equatable {
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
    /// Failed cases, which no rule used.
    case leftOut(LeftOut)

    /// A stable name for tools: `cheapest_uncontended`, `highest_throughput`, `collapse`, `no_collapse`,
    /// `least_fair`, `priority_inversion`, `kernel_leader`, `left_out`.
    public var kind: String {
        switch self {
        case .cheapestUncontended: "cheapest_uncontended"
        case .highestThroughput: "highest_throughput"
        case .collapse: "collapse"
        case .noCollapse: "no_collapse"
        case .leastFair: "least_fair"
        case .priorityInversion: "priority_inversion"
        case .kernelLeader: "kernel_leader"
        case .leftOut: "left_out"
        }
    }

    /// Whether a figure of the finding was measured while other processes were busy.
    public var isNoisy: Bool {
        switch self {
        case .cheapestUncontended(let finding): finding.best.noisy || finding.runnerUp?.noisy == true
        case .highestThroughput(let finding): finding.best.noisy || finding.runnerUp?.noisy == true
        case .collapse(let finding): finding.from.noisy || finding.to.noisy
        case .leastFair(let finding): finding.locks.contains(where: \.noisy)
        case .priorityInversion(let finding): finding.waits.contains(where: \.figure.noisy)
        case .kernelLeader(let finding): finding.best.noisy || finding.runnerUp?.noisy == true
        case .noCollapse, .leftOut: false
        }
    }
}

/// One primitive's figure at one thread count, as a finding quotes it.
public struct FindingFigure: Sendable, Equatable {
    /// The subject's name.
    public var primitive: String
    /// Worker threads.
    public var threads: Int
    /// The figure, in the unit the finding names (ns, operations per second, Jain's index).
    public var value: Double
    /// Measured while other processes were busy (the row's `noisy` flag).
    public var noisy: Bool
    /// Measured with more threads than the effective CPUs (the row's `oversubscribed` flag).
    public var oversubscribed: Bool

    /// Makes a figure.
    public init(primitive: String, threads: Int, value: Double, noisy: Bool = false, oversubscribed: Bool = false) {
        self.primitive = primitive
        self.threads = threads
        self.value = value
        self.noisy = noisy
        self.oversubscribed = oversubscribed
    }
}

/// The cheapest lock with nobody else asking: ns per lock/unlock pair.
public struct CheapestLock: Sendable, Equatable {
    /// The cheapest, in ns per pair.
    public var best: FindingFigure
    /// The interval of its median, when it has one.
    public var interval: ClosedRange<Double>?
    /// The next cheapest, for scale.
    public var runnerUp: FindingFigure?
    /// The two measured against each other in pairs, when the run did (`bench run`'s paired check).
    public var paired: PairedEstimate?
    /// Where the best sinks beyond the CPUs in the counter loop (`Sinking`), when it does.
    public var sinks: Sinking?
}

/// A leader's plain contended throughput within the CPUs and at the most threads beyond them, when the latter is
/// under half the former: a lock that leads with a CPU to each thread and sinks once threads outnumber CPUs (a
/// spinlock's waiters burn the time slice the owner needs), said beside the ranking it tops.
public struct Sinking: Sendable, Equatable {
    /// A leader sinks when its throughput beyond the CPUs falls under this share of its throughput within them.
    public static let threshold = 0.5
    /// Throughput at the largest thread count within the CPUs above one.
    public var within: FindingFigure
    /// Throughput at the largest thread count of all, beyond the CPUs.
    public var beyond: FindingFigure
    /// Whether an earlier finding of the same file already gave these figures for the same lock.
    public var repeated = false
}

/// The highest plain contended throughput at one thread count, in operations per second.
public struct HighestThroughput: Sendable, Equatable {
    /// The fastest lock.
    public var best: FindingFigure
    /// The next fastest, for scale.
    public var runnerUp: FindingFigure?
    /// True for the largest thread count beyond the effective CPUs, false for the largest within them.
    public var oversubscribed: Bool
    /// The two measured against each other in pairs, when the run did (`bench run`'s paired check).
    public var paired: PairedEstimate?
    /// Where the best sinks beyond the CPUs (`Sinking`), when it does; nil for the ranking beyond them.
    public var sinks: Sinking?
}

/// The highest throughput in one kernel's headline shape (or a kernel of your own) at one thread count, in
/// operations per second, beside the counter loop's leader at the same count.
public struct KernelLeader: Sendable, Equatable {
    /// The kernel's benchmark.
    public var benchmark: Benchmark
    /// Its shape, the workload column: `read95`, `stripes=8 padded`, a kernel of your own's name.
    public var workload: String
    /// The fastest lock (or, in the tasks kernel, the actor).
    public var best: FindingFigure
    /// The next fastest, for scale.
    public var runnerUp: FindingFigure?
    /// The counter loop's leader at the same thread count (the cheapest uncontended at one thread, the highest
    /// plain contended throughput at more), when the run measured one.
    public var counterLeader: String?
    /// The two measured against each other in pairs, when the run did (`bench run`'s paired check).
    public var paired: PairedEstimate?
    /// Where the leader sinks beyond the CPUs in the counter loop (`Sinking`), when it does: a kernel runs within
    /// the CPUs by default, so its own rows cannot show it.
    public var sinks: Sinking?

    /// Whether the counter loop ranks another lock first at this thread count.
    public var differsFromCounter: Bool {
        counterLeader.map { $0 != best.primitive } ?? false
    }
}

/// A lock whose throughput collapses as threads are added, and what the cost-of-waiting columns show.
public struct Collapse: Sendable, Equatable {
    /// A collapse is a fall in throughput by more than this factor.
    public static let factorThreshold = 10.0
    /// Throughput (operations per second) at 2 threads, or the smallest count above 1.
    public var from: FindingFigure
    /// Throughput at the largest count.
    public var to: FindingFigure
    /// What waiting cost at the largest count, or nil when the file has no cost columns for it.
    public var cause: WaitingCost?

    /// How many times lower the throughput is at the largest count.
    public var factor: Double { from.value / to.value }
}

/// What waiting cost per operation: context switches (parking, preemption) and CPU time (spinning).
public struct WaitingCost: Sendable, Equatable {
    /// Voluntary context switches per operation (a thread went to sleep); nil where the platform cannot tell the kinds apart.
    public var voluntarySwitches: Double?
    /// Involuntary context switches per operation (a thread was preempted); nil where the kinds cannot be told apart.
    public var involuntarySwitches: Double?
    /// Context switches of either kind per operation.
    public var switches: Double
    /// CPU time of the process per operation, in ns.
    public var cpuNanoseconds: Double
    /// Wall time per operation of the whole system.
    public var wallNanoseconds: Double
}

/// No lock collapsed between two thread counts.
public struct NoCollapse: Sendable, Equatable {
    /// How many locks were judged.
    public var locks: Int
    /// The smaller thread count compared.
    public var fromThreads: Int
    /// The largest thread count.
    public var toThreads: Int
    /// Whether the largest count is beyond the effective CPUs.
    public var oversubscribed = false
    /// The locks measured at the smaller count whose case at the largest failed (no progress, a timeout), which
    /// the rule cannot judge: a lock that made no progress at all may be the worst collapse of all.
    public var failedAtLargest: [String] = []
}

/// The locks with the lowest Jain's index, lowest first, each at its least fair thread count.
public struct LeastFair: Sendable, Equatable {
    /// `value` is Jain's index (1 = even, 1/n = one thread did everything).
    public var locks: [FindingFigure]
}

/// The priority-inversion rows, each lock's median wait placed against the hold and the burst.
public struct InversionOutcome: Sendable, Equatable {
    /// Where a wait falls: bounded by the hold (within 10 times it), the whole burst (half of it or more), or between.
    public enum Bound: String, Sendable, Equatable {
        /// Within 10 times the hold: priority inheritance (or its like) worked.
        case hold
        /// Half the burst or more: the high thread waited for the medium one.
        case burst
        /// Neither.
        case between
    }

    /// The low thread's hold, from the workload column, in ns.
    public var holdNanoseconds: Double
    /// The medium thread's burst, from the workload column, in ns.
    public var burstNanoseconds: Double
    /// Each lock's median wait in ns, and where it falls.
    public var waits: [(figure: FindingFigure, bound: Bound)]
    /// Why the rows were not measured, when none was.
    public var unavailableReason: String?

    public static func == (lhs: InversionOutcome, rhs: InversionOutcome) -> Bool {
        lhs.holdNanoseconds == rhs.holdNanoseconds && lhs.burstNanoseconds == rhs.burstNanoseconds
            && lhs.unavailableReason == rhs.unavailableReason
            && lhs.waits.elementsEqual(rhs.waits) { $0.figure == $1.figure && $0.bound == $1.bound }
    }

    /// The locks whose waits fall at `bound`, in the file's order.
    public func locks(_ bound: Bound) -> [FindingFigure] {
        waits.filter { $0.bound == bound }.map(\.figure)
    }
}

/// The failed cases, which every rule skipped.
public struct LeftOut: Sendable, Equatable {
    /// Each failed case and its status word (`timeout`, `invariant_violated`, ...).
    public var cases: [(key: CaseKey, status: String)]

    public static func == (lhs: LeftOut, rhs: LeftOut) -> Bool {
        lhs.cases.elementsEqual(rhs.cases) { $0.key == $1.key && $0.status == $1.status }
    }
}
