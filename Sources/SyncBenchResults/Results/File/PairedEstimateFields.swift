import SyncBenchCore

/// A paired estimate's metadata value as named fields (`PairedEstimate.metadataValue`): one word `name=value` for
/// each field set, separated by spaces, in the order of `Field`: `benchmark=uncontended threads=1 first=Mutex ...`.
/// Reading takes the words back by name, so that a value of any build reads: a field an older build did not
/// write is absent, and a name this build does not know is passed over.
package struct PairedEstimateFields {
    /// The fields a value may hold, in the order they are written; each one's raw value is its name in the text.
    package enum Field: String, CaseIterable {
        /// The benchmark both measured.
        case benchmark
        /// The threads.
        case threads
        /// The primitive whose cost is the numerator, as a name (`subscript(name:)`).
        case first
        /// The primitive whose cost is the denominator, as a name.
        case second
        /// The ratio of their costs.
        case ratio
        /// The interval's lower end.
        case ciLow = "ci_low"
        /// The interval's upper end.
        case ciHigh = "ci_high"
        /// The interval's actual coverage.
        case ciLevel = "ci_level"
        /// The pairs the look saw.
        case pairs
        /// `yes` when the interval came within the precision asked.
        case settled
        /// The first primitive's figure, ns per op.
        case firstNanoseconds = "first_ns"
        /// The second primitive's figure, ns per op.
        case secondNanoseconds = "second_ns"
        /// `EARLY:LATE`, the ratio of each half of the pairs when it moved during the run.
        case moved
        /// A kernel's workload, as a name.
        case workload
        /// The ratio by where the host placed the CPUs: `LOW-HIGH:PAIRS:RATIO:CI_LOW:CI_HIGH;...`.
        case placements
    }

    /// Each field's text as written.
    private var words: [Field: String] = [:]

    /// A value without fields, to set them.
    init() {}

    /// Reads a value's words; nil when one is not `name=value` with a name and a value.
    package init?(parsing value: String) {
        // Bytes, not characters: a name that starts with a combining mark would join the `=` before it.
        for word in value.utf8.split(separator: UInt8(ascii: " ")) {
            guard let equals = word.firstIndex(of: UInt8(ascii: "=")), equals != word.startIndex, word.index(after: equals) != word.endIndex else {
                return nil
            }
            if let field = Field(rawValue: String(decoding: word[..<equals], as: UTF8.self)) {
                words[field] = String(decoding: word[word.index(after: equals)...], as: UTF8.self)
            }
        }
    }

    /// The field's text as written, nil when absent; set to nil, the field is left out.
    package subscript(field: Field) -> String? {
        get { words[field] }
        set { words[field] = newValue }
    }

    /// A name the field holds (a primitive's, a workload's), written as one word: each UTF-8 byte of a `%`, a
    /// space or a control character as `%` and two hex digits (`first=my%20lock`), so that it survives the
    /// value's split on spaces; read back byte for byte.
    package subscript(name field: Field) -> String? {
        get { words[field].map(Self.name) }
        set { words[field] = newValue.map(Self.word) }
    }

    /// The value: each field set, in order.
    package var text: String {
        Field.allCases.compactMap { field in words[field].map { "\(field.rawValue)=\($0)" } }.joined(separator: " ")
    }

    /// `name` as one word, as `subscript(name:)` writes it.
    private static func word(_ name: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in name.utf8 {
            if byte == UInt8(ascii: "%") || byte <= UInt8(ascii: " ") || byte == 0x7F {
                bytes += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The name `word(_:)` wrote: each `%` and two hex digits as that byte. A `%` without two hex digits stays
    /// as it is, so that a name of an older file, written as it was, reads as it did unless it holds such a `%`.
    private static func name(_ word: String) -> String {
        let bytes = Array(word.utf8)
        var name: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
               let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                name.append(high << 4 | low)
                index += 3
            } else {
                name.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// The value of one hex digit, either case; nil for any other byte.
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
