/// A log-bucketed histogram of nanosecond values, in the manner of HdrHistogram:
/// fixed memory, a relative error bounded by the sub-bucket count, and merging by adding counts.
///
/// Values below 32 have a bucket each; above, every power of two is split into 32 equal buckets,
/// so a bucket is at most 1/32 of its lower bound wide and a reported value (the bucket's midpoint)
/// is within 1/64 (1.6%) of every value it stands for. Min and max are kept exactly.
/// One instance belongs to one thread; merge them afterwards. Everything a recording thread writes (the
/// buckets, the count, min and max) lives in one buffer placed on pages of its own: as fields of the object,
/// the count, min and max of two workers' histograms shared a cache line, and sampling at 2 threads cost 7%.
@usableFromInline package final class LatencyHistogram: @unchecked Sendable, Equatable {
    /// log2 of the buckets per power of two.
    @usableFromInline package static let subBucketBits = 5
    static let subBuckets = 1 << subBucketBits
    /// Enough buckets for any UInt64.
    @usableFromInline package static let bucketCount = subBuckets + (64 - subBucketBits) * subBuckets

    /// The buckets, then the count, the min and the max.
    @usableFromInline package let counts: UnsafeMutablePointer<UInt64>
    /// The values `counts` holds.
    static let storageCount = bucketCount + 3
    @inlinable static var countIndex: Int { bucketCount }
    @inlinable static var minIndex: Int { bucketCount + 1 }
    @inlinable static var maxIndex: Int { bucketCount + 2 }

    /// Values recorded.
    @usableFromInline package var count: UInt64 { counts[Self.countIndex] }
    /// The smallest value recorded, exactly.
    package var min: UInt64 { counts[Self.minIndex] }
    /// The largest value recorded, exactly.
    package var max: UInt64 { counts[Self.maxIndex] }

    /// An empty histogram.
    package init() {
        counts = CacheLineAllocation.allocate(UInt64.self, count: Self.storageCount, placement: .perWorker)
        counts.initialize(repeating: 0, count: Self.storageCount)
        counts[Self.minIndex] = .max
    }

    /// A new histogram holding every value of `histograms`.
    package convenience init(merging histograms: [LatencyHistogram]) {
        self.init()
        histograms.forEach(merge)
    }

    deinit {
        counts.deinitialize(count: Self.storageCount)
        CacheLineAllocation.deallocate(counts)
    }

    /// Adds one value.
    @inlinable
    package func record(_ value: UInt64) {
        counts[Self.bucket(of: value)] &+= 1
        counts[Self.countIndex] &+= 1
        if value < counts[Self.minIndex] { counts[Self.minIndex] = value }
        if value > counts[Self.maxIndex] { counts[Self.maxIndex] = value }
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
    package func merge(_ other: LatencyHistogram) {
        for index in 0..<Self.bucketCount {
            counts[index] &+= other.counts[index]
        }
        counts[Self.countIndex] &+= other.count
        counts[Self.minIndex] = Swift.min(min, other.min)
        counts[Self.maxIndex] = Swift.max(max, other.max)
    }

    /// Two histograms are equal when they hold the same counts, min and max.
    @usableFromInline package static func == (lhs: LatencyHistogram, rhs: LatencyHistogram) -> Bool {
        (0..<storageCount).allSatisfy { lhs.counts[$0] == rhs.counts[$0] }
    }

    /// The value below which `p` percent of the values fall (0...100): the midpoint of its bucket,
    /// clamped to the exact min and max. Nil when empty.
    package func percentile(_ p: Double) -> Double? {
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

/// Written as the count, min and max, and the buckets that hold values as `[index, count]` pairs, so that a
/// histogram measured in another process (a fork) can be sent back and merged.
extension LatencyHistogram: Codable {
    private enum CodingKeys: String, CodingKey {
        case count, min, max, buckets
    }

    @usableFromInline package convenience init(from decoder: any Decoder) throws {
        self.init()
        let container = try decoder.container(keyedBy: CodingKeys.self)
        for pair in try container.decode([[UInt64]].self, forKey: .buckets) {
            guard pair.count == 2, pair[0] < UInt64(Self.bucketCount) else {
                throw DecodingError.dataCorruptedError(forKey: .buckets, in: container, debugDescription: "a bucket is not [index, count]")
            }
            counts[Int(pair[0])] = pair[1]
        }
        counts[Self.countIndex] = try container.decode(UInt64.self, forKey: .count)
        counts[Self.minIndex] = try container.decode(UInt64.self, forKey: .min)
        counts[Self.maxIndex] = try container.decode(UInt64.self, forKey: .max)
    }

    @usableFromInline package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(count, forKey: .count)
        try container.encode(min, forKey: .min)
        try container.encode(max, forKey: .max)
        let filled = (0..<Self.bucketCount).filter { counts[$0] > 0 }.map { [UInt64($0), counts[$0]] }
        try container.encode(filled, forKey: .buckets)
    }
}
