/// How a lock's waiters wait once contention lasts: whether they sleep or keep a CPU busy. Written in the results
/// file's `waiting` column; the decision table recommends only locks whose waiters sleep (docs/findings.md).
public enum ContendedWaiting: String, Sendable, CaseIterable, Codable {
    /// A waiter sleeps until the lock is free (a futex, a ulock, a semaphore; a task suspends), perhaps after a
    /// short spin: the thread that holds the lock gets the CPU the waiter leaves, however many threads there are.
    case sleeps
    /// A waiter spins until the lock is free and never sleeps: with more threads than CPUs it burns the time slice
    /// the owner needs, and a waiter of high priority can spin while the owner it waits for is not run.
    case spins
    /// The lock does not say (a lock of your own that leaves `LockPrimitive.contendedWaiting` at its default).
    case undeclared
}
