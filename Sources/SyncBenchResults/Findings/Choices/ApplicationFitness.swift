/// Whether a lock is fit for application code: the one rule by which the decision table (`LockChoices`) recommends
/// a lock, read from how its waiters wait once contention lasts (the results file's `waiting` column).
///
/// A lock is fit when its waiters sleep: a thread that waits then leaves its CPU to the one that holds the lock, so
/// the lock keeps working however many threads there are, and burns no CPU while it waits. A lock whose waiters spin
/// (a spinlock) is not, however well it ranks with a CPU to each thread. Lending priority is not asked of a fit lock:
/// on Linux only the priority-inheritance kinds lend it, and the thread-priorities row chooses by the wait it measured.
package enum ApplicationFitness: Sendable, Equatable {
    /// Its waiters sleep: a candidate in every row.
    case fit
    /// Its waiters spin and never sleep: named below the table, never recommended.
    case spins
    /// It does not say how its waiters wait, or the file does not: named below the table, not judged.
    case undeclared

    /// The fitness of the subject of `row`.
    package init(_ row: CaseResult) {
        switch row.contendedWaiting {
        case .sleeps: self = .fit
        case .spins: self = .spins
        case .undeclared, nil: self = .undeclared
        }
    }

    /// Why the locks of this fitness are not recommended, as the line below the table gives it; nil when they are fit.
    package var reason: String? {
        switch self {
        case .fit: nil
        case .spins:
            "their waiters spin and never sleep, so with more threads than CPUs a waiter burns the time slice the lock's "
                + "owner needs, and a waiter of high priority can spin while the owner it waits for is not run"
        case .undeclared: "they do not say how their waiters wait (LockPrimitive.contendedWaiting), so the rule cannot judge them"
        }
    }
}
