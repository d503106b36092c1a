/// A kind of code a reader chooses a lock for: one row of the decision table (`LockChoices`), in the table's order.
package enum Scenario: String, CaseIterable, Sendable {
    /// One thread takes the lock at a time: the uncontended cost.
    case oneThread = "one_thread"
    /// Threads contend for a short section, no more of them than CPUs.
    case withinCPUs = "within_cpus"
    /// Threads contend for a short section, more of them than CPUs.
    case beyondCPUs = "beyond_cpus"
    /// A dictionary read far more often than written.
    case readMostlyCache = "read_mostly_cache"
    /// Producers and consumers through a bounded queue.
    case producerConsumer = "producer_consumer"
    /// State that Swift tasks share.
    case sharedByTasks = "shared_by_tasks"
    /// Many locks, each guarding a part of the data.
    case manyLocks = "many_locks"
    /// Threads of different priorities share a lock.
    case threadPriorities = "thread_priorities"

    /// What the figures of a scenario are, and which way is better.
    package enum Unit: Sendable {
        /// ns per lock/unlock pair: lower is better.
        case nanoseconds
        /// Operations per second of the whole system: higher is better.
        case throughput
        /// The high-priority thread's wait, ns: lower is better.
        case wait
    }

    /// The code, as the table's first column says it.
    package var title: String {
        switch self {
        case .oneThread: "one thread at a time"
        case .withinCPUs: "a short section, threads within the CPUs"
        case .beyondCPUs: "more threads than CPUs"
        case .readMostlyCache: "a read-mostly cache"
        case .producerConsumer: "producer/consumer"
        case .sharedByTasks: "state shared by tasks"
        case .manyLocks: "many locks"
        case .threadPriorities: "thread priorities matter"
        }
    }

    /// What measures the scenario, for the line that says the run did not.
    package var measuredBy: String {
        switch self {
        case .oneThread: "the uncontended case"
        case .withinCPUs: "the counter loop at more than one thread within the CPUs"
        case .beyondCPUs: "the counter loop beyond the CPUs"
        case .readMostlyCache: "the cache kernel with more reads than writes"
        case .producerConsumer: "the queue kernel"
        case .sharedByTasks: "the tasks kernel"
        case .manyLocks: "the striped kernel"
        case .threadPriorities: "the priority-inversion test"
        }
    }

    /// When to choose otherwise, as far as it holds on any machine; `LockChoices` adds the row it points to and this
    /// run's figures where it has them (a lock that sinks beyond the CPUs, the locks' sizes).
    package var otherwise: String {
        switch self {
        case .oneThread: "you wait for a condition: a mutex with its condition variable"
        case .withinCPUs: "threads outnumber the CPUs"
        case .beyondCPUs: "threads never outnumber the CPUs"
        case .readMostlyCache:
            "reads are long enough that letting them overlap pays for a read/write lock's dearer path: measure your own "
                + "structure (docs/own-kernel.md)"
        case .producerConsumer: "a side idles for long: a condition variable sleeps where spinning, then yielding, burns a CPU"
        case .sharedByTasks: "the section must await: only an actor may suspend inside it"
        case .manyLocks: "memory counts more than speed: the smaller lock"
        case .threadPriorities: "no thread outranks another: the rows above"
        }
    }

    /// The unit of the scenario's figures.
    package var unit: Unit {
        switch self {
        case .oneThread: .nanoseconds
        case .threadPriorities: .wait
        default: .throughput
        }
    }

    /// Whether the actor is ranked beside the locks: only where choosing between the two is the question.
    var ranksExecutors: Bool {
        self == .sharedByTasks
    }
}
