/// The host's slow episodes among probe readings taken one after another: when it ran slower than its usual
/// level, for how long, and by how much.
///
/// A VM's host sometimes runs slow for a second or so and then recovers. Read as one spread, such an episode
/// makes a steady host look restless, and two probes seconds apart disagree (docs/system.md, "Slow episodes").
/// Told apart, the level says whether the host is steady and the episodes say how often, how long and how much it
/// was not, and a figure measured during one can be marked as such.
///
/// An episode is two readings or more in a row above the usual level (the median of all readings) by more than
/// the threshold; a single slow reading is the scatter every reading has. Each reading stands for the time from
/// halfway since the one before to halfway to the one after.
@usableFromInline package struct HostEpisodes: Sendable, Equatable {
    /// One episode.
    package struct Episode: Sendable, Equatable {
        /// The positions of its first and last reading, in the order given.
        package var readings: ClosedRange<Int>
        /// How long it lasted, in nanoseconds.
        package var nanoseconds: UInt64
        /// How far its median reading lay above the usual level, as a share of it: 0.21 is 21% slower.
        package var excess: Double
    }

    /// The fewest readings in a row that make an episode.
    package static let minimumReadings = 2

    /// The usual level: the median of all readings, in ns.
    package let level: Double
    /// The episodes, in order.
    package let episodes: [Episode]
    /// The time the readings cover, in nanoseconds.
    package let span: UInt64
    /// How far a reading must lie above the level to be slow, as a fraction.
    package let threshold: Double

    /// The episodes among `readings` (ns), taken at `times` (monotonic ns, ascending, one a reading); nil without
    /// two readings.
    package init?(_ readings: [Double], times: [UInt64], threshold: Double = HostSteadiness.standardThreshold) {
        guard readings.count >= 2, times.count == readings.count, let level = Sample(readings).median, level > 0 else { return nil }
        self.level = level
        self.threshold = threshold
        let stands = Self.intervals(times)
        span = stands.reduce(0, +)
        var found: [Episode] = []
        var start: Int?
        for index in 0...readings.count {
            let slow = index < readings.count && readings[index] > level * (1 + threshold)
            if slow, start == nil { start = index }
            if !slow, let first = start {
                if index - first >= Self.minimumReadings {
                    let range = first...(index - 1)
                    found.append(Episode(
                        readings: range, nanoseconds: range.reduce(0) { $0 + stands[$1] },
                        excess: (Sample(readings[range]).median ?? level) / level - 1
                    ))
                }
                start = nil
            }
        }
        episodes = found
    }

    /// Whether the reading at `position` lies in an episode.
    package func contains(_ position: Int) -> Bool {
        episodes.contains { $0.readings.contains(position) }
    }

    /// The readings outside every episode, in order: what the host's usual level is read from.
    package func outside(_ readings: [Double]) -> [Double] {
        readings.indices.filter { !contains($0) }.map { readings[$0] }
    }

    /// The share of the time the episodes took: 0.33 for a third.
    package var share: Double {
        span == 0 ? 0 : Double(episodes.reduce(0) { $0 + $1.nanoseconds }) / Double(span)
    }

    /// `2 slow episodes: 1.00 s at +21% and 0.40 s at +12%, 14% of 10.20 s`, or `no slow episode`.
    package var description: String {
        guard !episodes.isEmpty else { return "no slow episode" }
        let each = episodes.map { "\(Self.seconds($0.nanoseconds)) at +\(NumberText.percent($0.excess, places: 0))" }
        let list = each.count <= 3 ? each.joined(separator: each.count == 2 ? " and " : ", ")
            : each.prefix(3).joined(separator: ", ") + " and \(each.count - 3) more"
        return "\(episodes.count) slow episode\(episodes.count == 1 ? "" : "s"): \(list), "
            + "\(NumberText.percent(share, places: 0)) of \(Self.seconds(span))"
    }

    /// Each reading's share of the time: from halfway since the one before to halfway to the one after (the first
    /// and last reading stand for half their one gap more).
    static func intervals(_ times: [UInt64]) -> [UInt64] {
        guard times.count >= 2 else { return times.map { _ in 0 } }
        return times.indices.map { index in
            let before = index > 0 ? times[index] - times[index - 1] : times[1] - times[0]
            let after = index + 1 < times.count ? times[index + 1] - times[index] : before
            return before / 2 + after / 2
        }
    }

    private static func seconds(_ nanoseconds: UInt64) -> String {
        NumberText.fixed(Double(nanoseconds) / 1e9, places: nanoseconds < 10_000_000_000 ? 2 : 0) + " s"
    }
}
