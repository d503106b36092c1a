/// How a deliberately slowed lock (`LockedIncrement`) is slowed: on `share` of every `scale` operations it
/// takes the lock `repeats` more times, each time doing what a counted operation does (the increment, in the
/// same cache line, the critical-section work and the think time), uncounted.
///
/// The extra cost is then a share of the lock's own cost, whatever that cost is at the moment: `repeats` x
/// `share` / `scale` of it. The busy work this replaced cost a fixed number of nanoseconds, so its share moved
/// whenever the lock's cost moved with the host's phase or the layout a fork drew: on the AMD EPYC VM (family 25
/// model 17, 2026-11-27) a DispatchSemaphore calibrated at +15% read +13% in the first quarter of one `bench ab`
/// run and +24% to +27% in the other three.
public struct SlowdownWork: Sendable, Equatable, Codable {
    /// More operations on each slowed operation; 0 for none.
    public var repeats: Int
    /// How many operations of every `scale` are slowed, `0...scale`.
    public var share: Int

    /// The operations over which `share` counts: a power of two, so that the slowed ones are picked with a mask
    /// (the first `share` counter values of every `scale`), and fine enough for steps of a tenth of a point. A
    /// computed constant, so that a hot loop specialized in another module reads no global.
    @inlinable
    public static var scale: Int { 1024 }

    /// `repeats` more operations on `share` of every `scale`, each kept within its range.
    public init(repeats: Int, share: Int) {
        self.repeats = max(0, repeats)
        self.share = min(max(0, share), Self.scale)
    }

    /// The work closest to `fraction` more operations than counted (0.05: one more on 51 of 1024): one more
    /// operation on a share of them up to 100%, and above that as many more on each slowed one as it takes.
    public init(fraction: Double) {
        let extra = max(1, (max(0, fraction) * Double(Self.scale)).rounded())
        let repeats = max(1, Int((extra / Double(Self.scale)).rounded(.up)))
        self.init(repeats: repeats, share: Int((extra / Double(repeats)).rounded()))
    }

    /// No extra work.
    public static let none = SlowdownWork(repeats: 0, share: 0)

    /// The extra operations over the counted ones: 0.0498 for one more on 51 of 1024.
    public var fraction: Double { Double(repeats * share) / Double(Self.scale) }

    /// How many slowed operations, of the counted ones whose counter values are 1 through `operations`.
    public func slowedOperations(in operations: Int) -> Int {
        guard repeats > 0, operations > 0 else { return 0 }
        // Counter values 0..<share of each block of `scale` are slowed; 0 itself is never reached.
        let (blocks, rest) = (operations + 1).quotientAndRemainder(dividingBy: Self.scale)
        return blocks * share + min(rest, share) - min(share, 1)
    }

    /// `1 more operation on 51 in 1024`.
    public var description: String {
        "\(repeats) more operation\(repeats == 1 ? "" : "s") on \(share) in \(Self.scale)"
    }
}
