/// Where one round's workers ran, read in place by the workers themselves (`PlacementProbe`): the round trip of a
/// cache line between the first worker and each other one, just after the start barrier and again just after the
/// last window, and the CPU each worker was on at those two moments and at every window edge between.
///
/// Inside a VM only the round trip tells how far apart the host put the workers: the guest's topology is the
/// hypervisor's invention, and the CPU numbers are virtual CPUs'. For more than two workers the round's figure is
/// the median of every pair's round trip read, and `largestRoundTrip` the farthest pair's.
package struct PlacementReading: Sendable, Equatable, Codable {
    /// The round trip between worker 0 and worker k (at index k - 1), ns, read before the warm-up; nil where the
    /// pair was not read (the partner came too late, or both shared one CPU).
    package var roundTripsBefore: [Double?]
    /// The same, read just after the last window.
    package var roundTripsAfter: [Double?]
    /// The CPU each worker was on as it began the first reading; nil where unknown.
    package var cpusBefore: [Int?]
    /// The CPU each worker was on as it began the second reading; nil where unknown (a worker that never got there).
    package var cpusAfter: [Int?]
    /// The CPU each worker last ran on at each window edge (the opening of the first window, then the close of each),
    /// by edge then worker, read by the controller (`PlacementProbe.readEdge`); nil where unknown. Empty where it
    /// cannot be read (Darwin) and from a fork that does not read it.
    package var cpusAtEdges: [[Int?]]

    /// Makes a reading from known figures.
    package init(
        roundTripsBefore: [Double?], roundTripsAfter: [Double?], cpusBefore: [Int?], cpusAfter: [Int?], cpusAtEdges: [[Int?]] = []
    ) {
        self.roundTripsBefore = roundTripsBefore
        self.roundTripsAfter = roundTripsAfter
        self.cpusBefore = cpusBefore
        self.cpusAfter = cpusAfter
        self.cpusAtEdges = cpusAtEdges
    }

    /// Reads a reading; one without window edges (from a build before them) has none, so that `bench ab` still
    /// reads such a baseline's forks.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        roundTripsBefore = try container.decode([Double?].self, forKey: .roundTripsBefore)
        roundTripsAfter = try container.decode([Double?].self, forKey: .roundTripsAfter)
        cpusBefore = try container.decode([Int?].self, forKey: .cpusBefore)
        cpusAfter = try container.decode([Int?].self, forKey: .cpusAfter)
        cpusAtEdges = try container.decodeIfPresent([[Int?]].self, forKey: .cpusAtEdges) ?? []
    }

    /// The window edges at which two workers had last run on one CPU: they took turns on it, or one slept waiting.
    package var sharedCPUEdges: Int {
        cpusAtEdges.filter { edge in
            let known = edge.compactMap { $0 }
            return Set(known).count < known.count
        }.count
    }

    /// The round's figure: the median of every round trip read, before and after; nil when none was.
    package var roundTrip: Double? {
        Sample((roundTripsBefore + roundTripsAfter).compactMap { $0 }).median
    }

    /// The farthest pair's round trip, before or after; nil when none was read.
    package var largestRoundTrip: Double? {
        (roundTripsBefore + roundTripsAfter).compactMap { $0 }.max()
    }

    /// The first reading's figure: the median of its pairs' round trips; nil when none was read.
    package var roundTripBefore: Double? { Sample(roundTripsBefore.compactMap { $0 }).median }

    /// The second reading's figure, likewise.
    package var roundTripAfter: Double? { Sample(roundTripsAfter.compactMap { $0 }).median }

    /// The figure of each reading taken, in order: before, then after. A round whose two fall on either side of a
    /// placement boundary was moved by the host while it measured.
    package var readings: [Double] {
        [roundTripBefore, roundTripAfter].compactMap { $0 }
    }
}
