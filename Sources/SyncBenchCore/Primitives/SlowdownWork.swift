/// How a deliberately slowed lock (`LockedIncrement`) is slowed: for every `scale` operations it counts, it
/// does `share` more, uncounted, so that each counted operation costs `share` / `scale` more. It does them as
/// whole batches run over again (a batch owes `share` / `scale` of one, and a batch runs once more each time the
/// owed batches reach a whole one), so that the loop and its trip count are the baseline's and all that a batch
/// adds is an addition and a comparison. Added a few at a time to every batch, as they first were, they cost
/// more than their count: 10 more in 1024 (0.98%) read +1.5% to +1.8% and 3 more (0.29%) +1.0%, a cost of
/// nearly a point on top of theirs, which a batch of about 90 operations paid most likely for a trip count
/// that changed from batch to batch and an atomic addition each (docs/ab.md, "Whole batches over again").
///
/// The extra cost is then a share of the lock's own cost, whatever that cost is at the moment, and the extra
/// operations are the lock's ordinary ones, under contention too. The busy work this replaced cost a fixed
/// number of nanoseconds, so its share moved whenever the lock's cost moved with the host's phase or the layout a
/// fork drew, within one `bench ab` run too (docs/ab.md, "More operations instead of busy work").
@usableFromInline package struct SlowdownWork: Sendable, Equatable, Codable {
    /// More operations for every `scale` counted; 0 for none.
    package var share: Int

    /// The operations over which `share` counts: fine enough for steps of a hundredth of a point, and a round
    /// number, so that a share reads as the percentage it is (100 in 10000: 1%).
    @inlinable
    package static var scale: Int { 10_000 }

    /// `share` more operations for every `scale` counted, at least none.
    package init(share: Int) {
        self.share = max(0, share)
    }

    /// The work closest to `fraction` more operations than counted (0.0125: 125 more in 10000), at least one.
    package init(fraction: Double) {
        self.init(share: max(1, Int((max(0, fraction) * Double(Self.scale)).rounded())))
    }

    /// No extra work.
    @usableFromInline package static let none = SlowdownWork(share: 0)

    /// The extra operations over the counted ones: 0.0125 for 125 more in 10000.
    package var fraction: Double { Double(share) / Double(Self.scale) }

    /// `125 more operations in 10000`.
    package var description: String {
        "\(share) more operation\(share == 1 ? "" : "s") in \(Self.scale)"
    }
}
