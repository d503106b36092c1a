/// How a coalescing event source delivered its events: how many handler runs, how many events in all.
@usableFromInline package struct Coalescing: Sendable, Equatable, Codable {
    /// Times the handler ran.
    package var handlerInvocations: Int
    /// Events the handler saw, summed over its runs.
    package var events: Int

    /// Makes a record.
    package init(handlerInvocations: Int, events: Int) {
        self.handlerInvocations = handlerInvocations
        self.events = events
    }

    /// Events per handler run, or nil when the handler never ran.
    package var eventsPerInvocation: Double? {
        handlerInvocations > 0 ? Double(events) / Double(handlerInvocations) : nil
    }
}
