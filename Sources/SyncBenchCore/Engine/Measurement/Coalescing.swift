/// How a coalescing event source delivered its events: how many handler runs, how many events in all.
public struct Coalescing: Sendable, Equatable, Codable {
    /// Times the handler ran.
    public var handlerInvocations: Int
    /// Events the handler saw, summed over its runs.
    public var events: Int

    /// Makes a record.
    public init(handlerInvocations: Int, events: Int) {
        self.handlerInvocations = handlerInvocations
        self.events = events
    }

    /// Events per handler run, or nil when the handler never ran.
    public var eventsPerInvocation: Double? {
        handlerInvocations > 0 ? Double(events) / Double(handlerInvocations) : nil
    }
}
