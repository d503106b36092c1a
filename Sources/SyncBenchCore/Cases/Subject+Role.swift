extension Subject {
    /// What a subject is for.
    @usableFromInline package enum Role: String, Sendable, CaseIterable {
        /// A primitive that promises mutual exclusion.
        case lock
        /// A reference point: no lock at all, or an atomic increment.
        case control
        /// The same loop as a Swift subject, written in C: shows what the Swift wrapper costs.
        case twin
        /// A way for one thread to wake another, measured by the handoff.
        case channel
        /// A way of submitting work, measured by the thread explosion.
        case pattern
        /// A serial executor used where a lock would be (an actor, a queue fed with `async`): the work
        /// submitted to it runs one item at a time.
        case executor
        /// A coordination primitive (group, work item, source, queue hierarchy), measured by a workload of its own.
        case coordination
    }
}
