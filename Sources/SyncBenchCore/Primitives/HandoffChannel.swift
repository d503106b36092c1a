/// A way for one thread to wake another: what a semaphore is really for.
@usableFromInline package protocol HandoffChannel: AnyObject, Sendable {
    /// The stable name in `bench list` and the CSV.
    static var name: String { get }
    /// What it is on this platform.
    static var summary: String { get }
    /// The group charts and reports put this channel in; `.user` unless it says otherwise.
    static var family: Family { get }
    /// A channel with no token waiting on either side.
    init()
    /// Gives one token to `side` (0 or 1), waking it if it waits.
    func signal(_ side: Int)
    /// Waits for a token for `side` and takes it.
    func wait(_ side: Int)
}

extension HandoffChannel {
    package static var family: Family { .user }
}
