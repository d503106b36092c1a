/// A log-bucketed histogram of nanosecond values, in the manner of HdrHistogram:
/// fixed memory, a relative error bounded by the sub-bucket count, and merging by adding counts.
///
/// Values below 32 have a bucket each; above, every power of two is split into 32 equal buckets,
/// so a bucket is at most 1/32 of its lower bound wide and a reported value (the bucket's midpoint)
/// is within 1/64 (1.6%) of every value it stands for. Min and max are kept exactly.
/// One instance belongs to one thread; merge them afterwards.
public final class LatencyHistogram: @unchecked Sendable {
    /// log2 of the buckets per power of two.
    public static let subBucketBits = 5
    static let subBuckets = 1 << subBucketBits
    /// Enough buckets for any UInt64.
    static let bucketCount = subBuckets + (64 - subBucketBits) * subBuckets

    @usableFromInline let counts: UnsafeMutablePointer<UInt64>
    /// Values recorded.
    public private(set) var count: UInt64 = 0
    /// The smallest value recorded, exactly.
    public private(set) var min: UInt64 = .max
    /// The largest value recorded, exactly.
    public private(set) var max: UInt64 = 0

    /// An empty histogram.
    public init() {
        counts = .allocate(capacity: Self.bucketCount)
        counts.initialize(repeating: 0, count: Self.bucketCount)
    }

    deinit {
        counts.deallocate()
    }

    /// Adds one value.
    @inlinable
    public func record(_ value: UInt64) {
        counts[Self.bucket(of: value)] &+= 1
        recordExtremes(value)
    }

    @usableFromInline
    func recordExtremes(_ value: UInt64) {
        count &+= 1
        if value < min { min = value }
        if value > max { max = value }
    }

    /// The bucket a value falls in.
    @inlinable
    static func bucket(of value: UInt64) -> Int {
        let subBuckets = UInt64(1) << UInt64(subBucketBits)
        guard value >= subBuckets else { return Int(value) }
        let exponent = 63 - value.leadingZeroBitCount
        let shift = exponent - subBucketBits
        let mantissa = Int(value >> UInt64(shift)) - Int(subBuckets)
        return Int(subBuckets) + shift * Int(subBuckets) + mantissa
    }

    /// The smallest value and the width of bucket `index`.
    static func bounds(of index: Int) -> (lower: UInt64, width: UInt64) {
        guard index >= subBuckets else { return (UInt64(index), 1) }
        let shift = (index - subBuckets) / subBuckets
        let mantissa = UInt64(subBuckets + (index - subBuckets) % subBuckets)
        return (mantissa << UInt64(shift), UInt64(1) << UInt64(shift))
    }

    /// Adds every value of `other` to this histogram.
    public func merge(_ other: LatencyHistogram) {
        for index in 0..<Self.bucketCount {
            counts[index] &+= other.counts[index]
        }
        count &+= other.count
        min = Swift.min(min, other.min)
        max = Swift.max(max, other.max)
    }

    /// The value below which `p` percent of the values fall (0...100): the midpoint of its bucket,
    /// clamped to the exact min and max. Nil when empty.
    public func percentile(_ p: Double) -> Double? {
        guard count > 0, (0...100).contains(p) else { return nil }
        let rank = Swift.max(1, UInt64((p / 100 * Double(count)).rounded(.up)))
        var seen: UInt64 = 0
        for index in 0..<Self.bucketCount {
            seen += counts[index]
            if seen >= rank {
                let (lower, width) = Self.bounds(of: index)
                let midpoint = Double(lower) + Double(width - 1) / 2
                return Swift.min(Swift.max(midpoint, Double(min)), Double(max))
            }
        }
        return Double(max)
    }
}
