/// How far the host probe (`HostProbe`) moved over a run: `steady` when its readings stay within a
/// threshold of each other, else `restless`, with the range that says so.
///
/// The range is the 5th to the 95th percentile of the readings once there are 20 or more (a single reading
/// taken while the process was preempted says nothing about the host's phase), and the whole range below that.
public struct HostSteadiness: Sendable, Equatable {
    /// How far the probe may move, as a fraction, for a run to count as steady: 0.10 is 10%.
    public static let standardThreshold = 0.10

    /// How many readings.
    public let readings: Int
    /// The low end of the range, in ns.
    public let low: Double
    /// The high end of the range, in ns.
    public let high: Double
    /// The median reading, in ns: what a single reading is held against.
    public let median: Double
    /// The threshold, as a fraction.
    public let threshold: Double

    /// The steadiness of `probes` (ns, any order), or nil without a reading.
    public init?(_ probes: [Double], threshold: Double = HostSteadiness.standardThreshold) {
        let sample = Sample(probes.filter { $0 > 0 })
        guard let median = sample.median else { return nil }
        readings = sample.count
        let trimmed = sample.count >= 20
        low = trimmed ? sample.percentile(5)! : sample.min!
        high = trimmed ? sample.percentile(95)! : sample.max!
        self.median = median
        self.threshold = threshold
    }

    /// How far the range spans, high over low less one: 0.039 for 3.9%.
    public var spread: Double { high / low - 1 }

    /// Whether the probe held within the threshold.
    public var isSteady: Bool { spread <= threshold }

    /// `steady` or `restless`.
    public var word: String { isSteady ? "steady" : "restless" }

    /// Whether one reading lies further than the threshold from the median: a figure taken then was taken
    /// on a host running at another speed than most of the run.
    public func isOff(_ reading: Double) -> Bool {
        abs(reading / median - 1) > threshold
    }

    /// `steady (probe 5.10-5.31 ns over 235 readings, spread 4.1%, threshold 10%)`: the header line's value.
    public var description: String {
        "\(word) (probe \(NumberText.figure(low))-\(NumberText.figure(high)) ns over \(readings) reading\(readings == 1 ? "" : "s"), "
            + "spread \(NumberText.percent(spread)), threshold \(NumberText.percent(threshold, places: 0)))"
    }
}
