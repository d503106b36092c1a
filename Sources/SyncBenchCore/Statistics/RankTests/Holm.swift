/// Holm's step-down adjustment of several p-values: the family-wise error rate (the chance of any false call
/// among all the tests) stays below alpha, as with Bonferroni, but every test after the first needs less.
@usableFromInline package enum Holm {
    /// The adjusted p-values, in the order given: a test is significant at family-wise level alpha exactly when
    /// its adjusted p-value is at most alpha.
    ///
    /// The k-th smallest p (from 0) is multiplied by the number of tests not yet passed, m - k, and the
    /// adjusted values are kept non-decreasing in that order, so that a test is never rejected after one with
    /// a smaller p was not.
    package static func adjusted(_ pValues: [Double]) -> [Double] {
        let order = pValues.indices.sorted { pValues[$0] < pValues[$1] }
        var adjusted = [Double](repeating: 1, count: pValues.count)
        var running = 0.0
        for (rank, index) in order.enumerated() {
            running = max(running, min(1, Double(pValues.count - rank) * pValues[index]))
            adjusted[index] = running
        }
        return adjusted
    }
}
