/// Parsers for the values of command-line options; each error is one line naming the option.
enum ArgumentValues {
    /// The most worker threads a case may ask for: every worker is a real OS thread with its own stack.
    static let maximumThreads = 1024

    /// A duration with a unit: `200ms`, `1.5s`, `500us`, `100000ns`; returns nanoseconds.
    static func duration(_ text: String, option: String) throws(ArgumentValueError) -> UInt64 {
        let units: [(suffix: String, nanoseconds: Double)] = [("ns", 1), ("us", 1e3), ("µs", 1e3), ("ms", 1e6), ("s", 1e9), ("m", 60e9)]
        guard let unit = units.first(where: { text.hasSuffix($0.suffix) }) else {
            throw ArgumentValueError("\(option) '\(text)' needs a unit: ns, us, ms, s or m (e.g. 200ms)")
        }
        guard let value = Double(text.dropLast(unit.suffix.count)), value.isFinite else {
            throw ArgumentValueError("\(option) '\(text)' is not a duration (e.g. 200ms)")
        }
        guard value > 0 else {
            throw ArgumentValueError("\(option) must be positive, not '\(text)'")
        }
        let nanoseconds = value * unit.nanoseconds
        guard nanoseconds >= 1e6, nanoseconds <= 3600e9 else {
            throw ArgumentValueError("\(option) '\(text)' is outside 1ms...1h")
        }
        return UInt64(nanoseconds)
    }

    /// A comma-separated list of thread counts, each 1...1024; returned sorted, without repeats.
    static func threadCounts(_ text: String, option: String) throws(ArgumentValueError) -> [Int] {
        var counts: Set<Int> = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let count = Int(item) else {
                throw ArgumentValueError("\(option) '\(text)': '\(item)' is not a whole number")
            }
            guard count >= 1 else {
                throw ArgumentValueError("\(option) '\(text)': a thread count must be at least 1")
            }
            guard count <= maximumThreads else {
                throw ArgumentValueError(
                    "\(option) '\(text)': \(count) is above the cap of \(maximumThreads) (each worker is a real OS thread)"
                )
            }
            counts.insert(count)
        }
        return counts.sorted()
    }

    /// A whole number within `range`.
    static func integer(_ text: String, option: String, in range: ClosedRange<Int>) throws(ArgumentValueError) -> Int {
        guard let value = Int(text) else {
            throw ArgumentValueError("\(option) '\(text)' is not a whole number")
        }
        guard range.contains(value) else {
            throw ArgumentValueError("\(option) must be within \(range.lowerBound)...\(range.upperBound), not \(value)")
        }
        return value
    }
}

/// A bad option value; the caller adds the usage text.
struct ArgumentValueError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
