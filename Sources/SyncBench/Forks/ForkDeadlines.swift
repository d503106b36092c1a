/// How long the parent waits for a fork before it gives up on it: to say who it is, and beyond a step's own
/// bound (its warm-up, windows and grace for stuck workers) before it is declared hung.
public struct ForkDeadlines: Sendable, Equatable {
    /// The time a fork may take beyond a step's own bound (starting a process, reporting, the operating
    /// system), in nanoseconds.
    public var slackNanoseconds: UInt64
    /// The time a fork may take to say who it is (start a process and hash its executable) before it is taken
    /// for a program that does not speak the fork protocol, in nanoseconds.
    public var helloNanoseconds: UInt64

    /// Deadlines of `slackNanoseconds` beyond a step's bound and `helloNanoseconds` for the hello; tests
    /// shorten them so that a hang is seen soon.
    public init(slackNanoseconds: UInt64, helloNanoseconds: UInt64) {
        self.slackNanoseconds = slackNanoseconds
        self.helloNanoseconds = helloNanoseconds
    }

    /// Ten seconds each: far more than a healthy fork needs, short enough that a run does not wait long on one
    /// that is stuck.
    public static let standard = ForkDeadlines(slackNanoseconds: 10_000_000_000, helloNanoseconds: 10_000_000_000)
}
