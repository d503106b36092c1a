/// The extra work a deliberately slowed lock does (`LockedIncrement`): `iterations` of busy work inside the
/// lock on one operation in every `period`, so that the average extra cost can be a fraction of one iteration.
///
/// One iteration of busy work costs about a nanosecond, a sixth of an uncontended pthread mutex here: doing
/// it on every operation cannot slow such a lock by less than 15%. On one operation in `period` it can slow it
/// by 5% or less, and under contention the longer critical sections of those operations hold the other
/// threads up as a slower lock would.
public struct SlowdownWork: Sendable, Equatable, Codable {
    /// Busy-work iterations on each slowed operation; 0 for none.
    public var iterations: Int
    /// One operation in this many is slowed; 1 slows every one. A power of two, so that the slowed ones are
    /// picked with a mask.
    public var period: Int

    /// The longest period: one operation in about a million.
    public static let maximumPeriod = 1 << 20

    /// Work of `iterations` on one operation in `period`, rounded to a power of two up to `maximumPeriod`.
    public init(iterations: Int, period: Int = 1) {
        self.iterations = max(0, iterations)
        var power = 1
        while power < min(max(1, period), Self.maximumPeriod) { power <<= 1 }
        self.period = power
    }

    /// No extra work.
    public static let none = SlowdownWork(iterations: 0)

    /// `48 iterations on 1 operation in 128`, or `3 iterations on every operation`.
    public var description: String {
        let count = "\(iterations) iteration\(iterations == 1 ? "" : "s")"
        return period == 1 ? "\(count) on every operation" : "\(count) on 1 operation in \(period)"
    }
}
