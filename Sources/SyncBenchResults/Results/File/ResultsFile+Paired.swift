import SyncBenchCore

extension ResultsFile {
    /// The prefix of the metadata keys that hold paired estimates (`bench run`'s check of its findings):
    /// `paired_uncontended_1`, `paired_contended_2`.
    public static let pairedKeyPrefix = "paired_"

    /// The paired estimates the file holds, in the order of its metadata; a line that cannot be read is left out.
    public var pairedEstimates: [PairedEstimate] {
        metadata.compactMap { key, value in
            key.hasPrefix(Self.pairedKeyPrefix) ? PairedEstimate(metadataValue: value) : nil
        }
    }

    /// Records `estimate` under its own key, replacing an earlier one of the same benchmark, workload (a kernel's:
    /// `paired_cache_read95_2`) and threads.
    public mutating func record(_ estimate: PairedEstimate) {
        let workload = estimate.workload.map { "_" + String($0.map { $0.isLetter || $0.isNumber ? $0 : "_" }) } ?? ""
        setMetadata("\(Self.pairedKeyPrefix)\(estimate.benchmark.rawValue)\(workload)_\(estimate.threads)", estimate.metadataValue)
    }
}

extension PairedEstimate {
    /// The estimate as one metadata value: `benchmark=uncontended threads=1 first=Mutex second=pthread_mutex
    /// ratio=0.838 ci_low=0.837 ci_high=0.839 ci_level=0.9515590667724609 pairs=20 settled=yes first_ns=10.1
    /// second_ns=12.0` (`ci_level` the interval's actual coverage), `moved=EARLY:LATE` when the ratio moved
    /// during the run, and `workload=read95` for a kernel's case. The primitives' names and the workload are
    /// written as one word each (`Self.word(_:)`): `first=my%20lock`.
    public var metadataValue: String {
        [
            ("benchmark", benchmark.rawValue), ("threads", String(threads)), ("first", Self.word(first)), ("second", Self.word(second)),
            ("ratio", "\(ratio)"), ("ci_low", "\(lower)"), ("ci_high", "\(upper)"), ("ci_level", "\(confidence)"), ("pairs", String(pairs)),
            ("settled", settled ? "yes" : "no"), ("first_ns", "\(firstNanoseconds)"), ("second_ns", "\(secondNanoseconds)"),
        ].map { "\($0.0)=\($0.1)" }.joined(separator: " ") + (moved.map { " moved=\($0.early):\($0.late)" } ?? "")
            + (workload.map { " workload=\(Self.word($0))" } ?? "")
            + (byPlacement.isEmpty ? "" : " placements=" + byPlacement.map(\.text).joined(separator: ";"))
    }

    /// Reads `metadataValue`'s form back; nil when a field is missing or unreadable.
    public init?(metadataValue: String) {
        var fields: [String: String] = [:]
        // Bytes, not characters: a name that starts with a combining mark would join the `=` before it.
        for word in metadataValue.utf8.split(separator: UInt8(ascii: " ")) {
            guard let equals = word.firstIndex(of: UInt8(ascii: "=")), equals != word.startIndex, word.index(after: equals) != word.endIndex else {
                return nil
            }
            fields[String(decoding: word[..<equals], as: UTF8.self)] = String(decoding: word[word.index(after: equals)...], as: UTF8.self)
        }
        func number(_ key: String) -> Double? { fields[key].flatMap(Double.init) }
        guard let benchmark = fields["benchmark"].flatMap(Benchmark.init(rawValue:)), let threads = fields["threads"].flatMap(Int.init),
              let first = fields["first"].map(Self.name), let second = fields["second"].map(Self.name), let ratio = number("ratio"), let lower = number("ci_low"),
              let upper = number("ci_high"), let confidence = number("ci_level"), let pairs = fields["pairs"].flatMap(Int.init),
              let settled = fields["settled"], let firstNanoseconds = number("first_ns"), let secondNanoseconds = number("second_ns")
        else { return nil }
        self.init(
            benchmark: benchmark, threads: threads, first: first, second: second, pairs: pairs, ratio: ratio, lower: lower, upper: upper,
            confidence: confidence, settled: settled == "yes", firstNanoseconds: firstNanoseconds, secondNanoseconds: secondNanoseconds
        )
        workload = fields["workload"].map(Self.name)
        if let text = fields["placements"] {
            let groups = text.split(separator: ";").map { Placement(text: String($0)) }
            guard !groups.contains(where: { $0 == nil }) else { return nil }
            byPlacement = groups.compactMap { $0 }
        }
        if let text = fields["moved"] {
            let halves = text.split(separator: ":").compactMap { Double($0) }
            guard halves.count == 2 else { return nil }
            moved = Moved(early: halves[0], late: halves[1])
        }
    }

    /// `name` as one word: each UTF-8 byte of a `%`, a space or a control character as `%` and two hex digits,
    /// everything else as it is, so that a name such as `my lock` survives the value's split on spaces.
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

extension PairedEstimate.Placement {
    /// The group as one word of a metadata value: `68.1-132:40:0.78:0.75:0.81` (its round trips' range in ns, its
    /// pairs, its ratio and the ratio's interval).
    var text: String {
        "\(roundTrip.lowerBound)-\(roundTrip.upperBound):\(pairs):\(ratio):\(lower):\(upper)"
    }

    /// Reads `text`'s form back; nil when it does not hold five readable parts.
    init?(text: String) {
        let parts = text.split(separator: ":")
        guard parts.count == 5, let dash = parts[0].firstIndex(of: "-"),
              let low = Double(parts[0][..<dash]), let high = Double(parts[0][parts[0].index(after: dash)...]), low <= high,
              let pairs = Int(parts[1]), let ratio = Double(parts[2]), let lower = Double(parts[3]), let upper = Double(parts[4])
        else { return nil }
        self.init(roundTrip: low...high, pairs: pairs, ratio: ratio, lower: lower, upper: upper)
    }
}
