/// How a deliberately slowed lock (`LockedIncrement`) is slowed: for every `scale` operations it counts, it
/// does `share` more, uncounted, in the same loop, so that each counted operation costs `share` / `scale` more.
///
/// The extra cost is then a share of the lock's own cost, whatever that cost is at the moment, and the extra
/// operations are the lock's ordinary ones, under contention too. The busy work this replaced cost a fixed
/// number of nanoseconds, so its share moved whenever the lock's cost moved with the host's phase or the layout a
/// fork drew, within one `bench ab` run too (docs/ab.md, "More operations instead of busy work").
@usableFromInline package struct SlowdownWork: Sendable, Equatable, Codable {
    /// More operations for every `scale` counted; 0 for none.
    package var share: Int

    /// The operations over which `share` counts: a power of two, so that a batch's fraction of an operation is
    /// carried to the next with a mask, and fine enough for steps of a tenth of a point.
    @inlinable
    package static var scale: Int { 1024 }

    /// `share` more operations for every `scale` counted, at least none.
    package init(share: Int) {
        self.share = max(0, share)
    }

    /// The work closest to `fraction` more operations than counted (0.05: 51 more in 1024), at least one.
    package init(fraction: Double) {
        self.init(share: max(1, Int((max(0, fraction) * Double(Self.scale)).rounded())))
    }

    /// No extra work.
    @usableFromInline package static let none = SlowdownWork(share: 0)

    /// The extra operations over the counted ones: 0.0498 for 51 more in 1024.
    package var fraction: Double { Double(share) / Double(Self.scale) }

    /// `51 more operations in 1024`.
    package var description: String {
        "\(share) more operation\(share == 1 ? "" : "s") in \(Self.scale)"
    }
}
