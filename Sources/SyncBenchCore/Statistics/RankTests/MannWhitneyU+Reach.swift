extension MannWhitneyU {
    /// The smallest two-sided p-value that `n` values against `m` can give: every one of the first above every
    /// one of the second, no two alike. 0.1 for three against three, 2/252 ≈ 0.0079 for five against five.
    package static func bestPValue(_ n: Int, _ m: Int) -> Double {
        let first = (0..<n).map { Double(m + $0) }
        let second = (0..<m).map(Double.init)
        return MannWhitneyU(first, second)?.pValue ?? 1
    }

    /// The fewest values a side, as many on each, whose best p-value lies below `alpha`: 4 for 0.05, 6 for
    /// 0.05/11; nil for an alpha of 0 or less, which no count reaches.
    package static func samplesPerSide(reaching alpha: Double) -> Int? {
        guard alpha > 0 else { return nil }
        var n = 1
        while bestPValue(n, n) >= alpha { n += 1 }
        return n
    }
}
