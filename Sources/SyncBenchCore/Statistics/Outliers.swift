/// Tukey's classification of a sample's values by their distance from the quartiles.
///
/// Outliers are counted and reported, never removed: a sample keeps every value it was given.
@usableFromInline package struct Outliers: Sendable, Equatable {
    /// Values beyond 1.5 IQR from the quartiles but within 3 IQR.
    package var mild: Int
    /// Values beyond 3 IQR from the quartiles.
    package var severe: Int

    /// Makes a classification from its counts.
    package init(mild: Int, severe: Int) {
        self.mild = mild
        self.severe = severe
    }

    /// Classifies `sample`; a sample of fewer than four values has no quartiles worth the name, and no outliers.
    package init(_ sample: Sample) {
        guard sample.count >= 4, let q1 = sample.percentile(25), let q3 = sample.percentile(75) else {
            mild = 0
            severe = 0
            return
        }
        let iqr = q3 - q1
        let inner = (q1 - 1.5 * iqr)...(q3 + 1.5 * iqr)
        let outer = (q1 - 3 * iqr)...(q3 + 3 * iqr)
        severe = sample.sorted.filter { !outer.contains($0) }.count
        mild = sample.sorted.filter { !inner.contains($0) }.count - severe
    }
}
