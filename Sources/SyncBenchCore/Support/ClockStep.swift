/// The smallest step the monotonic clock takes between two reads, as seen: about a read's cost on a clock
/// that counts nanoseconds, 1000 ns on one that counts microseconds (Darwin's `CLOCK_MONOTONIC`), which
/// would round every sampled wait below that to 0 or 1000 ns. The results record it, so that a run on a
/// new platform shows whether its clock resolves what is measured.
@usableFromInline package enum ClockStep {
    /// The smallest nonzero difference between consecutive `readings`, or nil when they never moved
    /// (or went backwards only).
    package static func smallest(_ readings: [UInt64]) -> UInt64? {
        zip(readings.dropFirst(), readings).compactMap { later, earlier in later > earlier ? later - earlier : nil }.min()
    }

    /// The smallest step over `reads` back-to-back reads of `MonotonicClock`.
    package static func measure(reads: Int = 2_000) -> UInt64? {
        smallest((0..<reads).map { _ in MonotonicClock.now() })
    }

    /// Whether a clock of this step cannot resolve the shortest waits measured (a microsecond or more).
    package static func isCoarse(_ step: UInt64) -> Bool {
        step >= 1_000
    }
}
