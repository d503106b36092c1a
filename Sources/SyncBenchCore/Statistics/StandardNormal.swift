import Platform

/// The standard normal distribution: its distribution function, its two-sided tail and that tail's inverse.
@usableFromInline package enum StandardNormal {
    /// P(Z <= `z`).
    package static func cdf(_ z: Double) -> Double {
        0.5 * erfc(-z / 2.0.squareRoot())
    }

    /// The chance that |Z| is at least `z`.
    package static func twoSidedTail(_ z: Double) -> Double {
        erfc(z / 2.0.squareRoot())
    }

    /// The z whose two-sided tail is `alpha`, for alpha in (0, 1]: 1.96 for 0.05, 0.8416 for 0.4 (the one-sided
    /// 80% point). Found by bisection, to well below a millionth.
    package static func twoSidedCritical(_ alpha: Double) -> Double {
        precondition(alpha > 0 && alpha <= 1, "a two-sided level above 0, at most 1")
        var (low, high) = (0.0, 40.0)
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if twoSidedTail(middle) > alpha { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }
}
