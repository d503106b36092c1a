/// How a workload that mixes reads and writes chooses between them: a write when the low 10 bits of a worker's
/// random value fall below a threshold out of 1024, so that the choice costs a mask and a compare.
@usableFromInline package enum WriteShare {
    /// The threshold out of 1024 for `readPercent` reads (0...100, clamped), rounded to the nearest.
    package static func threshold(readPercent: Int) -> UInt64 {
        UInt64(((100 - min(max(readPercent, 0), 100)) * 1024 + 50) / 100)
    }
}
