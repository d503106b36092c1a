import Platform

/// A set of measurements of one quantity, kept sorted; every statistic is nil where undefined.
@usableFromInline package struct Sample: Sendable, Equatable {
    /// The values in ascending order.
    package let sorted: [Double]

    /// Makes a sample from values in any order; non-finite values are a programming error.
    package init<Values: Sequence<Double>>(_ values: Values) {
        sorted = values.sorted()
        precondition(sorted.allSatisfy(\.isFinite), "a sample holds finite values only")
    }

    /// How many values.
    package var count: Int { sorted.count }
    /// The smallest value.
    package var min: Double? { sorted.first }
    /// The largest value.
    package var max: Double? { sorted.last }

    /// The arithmetic mean.
    package var mean: Double? {
        sorted.isEmpty ? nil : sorted.reduce(0, +) / Double(sorted.count)
    }

    /// The median: the middle value, or the mean of the two middle values.
    package var median: Double? { percentile(50) }

    /// The sample standard deviation (n - 1 in the denominator); nil below two values.
    package var standardDeviation: Double? {
        guard sorted.count > 1, let mean else { return nil }
        let squares = sorted.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        return (squares / Double(sorted.count - 1)).squareRoot()
    }

    /// The coefficient of variation, standard deviation over mean; nil when the mean is 0.
    package var coefficientOfVariation: Double? {
        guard let standardDeviation, let mean, mean != 0 else { return nil }
        return standardDeviation / mean
    }

    /// The `p`th percentile (0...100), interpolating linearly between ranks (Hyndman and Fan type 7,
    /// the default of R and NumPy).
    package func percentile(_ p: Double) -> Double? {
        guard !sorted.isEmpty, (0...100).contains(p) else { return nil }
        let rank = p / 100 * Double(sorted.count - 1)
        let lower = Int(rank.rounded(.down))
        let upper = Swift.min(lower + 1, sorted.count - 1)
        let fraction = rank - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
    }
}
