/// How evenly the workers of one case shared the lock, from their operation counts in the windows.
@usableFromInline package struct Fairness: Sendable, Equatable {
    /// Jain's fairness index, (sum x)^2 / (n * sum x^2): 1 when every worker did the same,
    /// 1/n when one worker did everything.
    package var jainIndex: Double
    /// The coefficient of variation of the per-worker counts (population standard deviation / mean).
    package var coefficientOfVariation: Double
    /// The fewest operations any worker completed.
    package var minimum: Int
    /// The most operations any worker completed.
    package var maximum: Int
    /// Workers that got less than a tenth of their fair share (the mean).
    package var starvedWorkers: Int

    /// Makes a record from known values.
    package init(jainIndex: Double, coefficientOfVariation: Double, minimum: Int, maximum: Int, starvedWorkers: Int) {
        self.jainIndex = jainIndex
        self.coefficientOfVariation = coefficientOfVariation
        self.minimum = minimum
        self.maximum = maximum
        self.starvedWorkers = starvedWorkers
    }

    /// The fairness of `counts`, one per worker; nil when there are none or all are zero.
    package init?(counts: [Int]) {
        guard !counts.isEmpty else { return nil }
        let values = counts.map(Double.init)
        let sum = values.reduce(0, +)
        guard sum > 0 else { return nil }
        let n = Double(values.count)
        let mean = sum / n
        let squares = values.reduce(0) { $0 + $1 * $1 }
        let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / n
        self.init(
            jainIndex: sum * sum / (n * squares),
            coefficientOfVariation: variance.squareRoot() / mean,
            minimum: counts.min()!,
            maximum: counts.max()!,
            starvedWorkers: values.filter { $0 < mean / 10 }.count
        )
    }
}
