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

    /// Records `estimate` under its own key, replacing an earlier one of the same benchmark and threads.
    public mutating func record(_ estimate: PairedEstimate) {
        setMetadata("\(Self.pairedKeyPrefix)\(estimate.benchmark.rawValue)_\(estimate.threads)", estimate.metadataValue)
    }
}

extension PairedEstimate {
    /// The estimate as one metadata value: `benchmark=uncontended threads=1 first=Mutex second=pthread_mutex
    /// ratio=0.838 ci_low=0.837 ci_high=0.839 ci_level=0.95 pairs=20 settled=yes first_ns=10.1 second_ns=12.0`,
    /// and `moved=EARLY:LATE` when the ratio moved during the run.
    public var metadataValue: String {
        [
            ("benchmark", benchmark.rawValue), ("threads", String(threads)), ("first", first), ("second", second),
            ("ratio", "\(ratio)"), ("ci_low", "\(lower)"), ("ci_high", "\(upper)"), ("ci_level", "\(confidence)"), ("pairs", String(pairs)),
            ("settled", settled ? "yes" : "no"), ("first_ns", "\(firstNanoseconds)"), ("second_ns", "\(secondNanoseconds)"),
        ].map { "\($0.0)=\($0.1)" }.joined(separator: " ") + (moved.map { " moved=\($0.early):\($0.late)" } ?? "")
    }

    /// Reads `metadataValue`'s form back; nil when a field is missing or unreadable.
    public init?(metadataValue: String) {
        var fields: [String: String] = [:]
        for word in metadataValue.split(separator: " ") {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            fields[parts[0]] = parts[1]
        }
        func number(_ key: String) -> Double? { fields[key].flatMap(Double.init) }
        guard let benchmark = fields["benchmark"].flatMap(Benchmark.init(rawValue:)), let threads = fields["threads"].flatMap(Int.init),
              let first = fields["first"], let second = fields["second"], let ratio = number("ratio"), let lower = number("ci_low"),
              let upper = number("ci_high"), let confidence = number("ci_level"), let pairs = fields["pairs"].flatMap(Int.init),
              let settled = fields["settled"], let firstNanoseconds = number("first_ns"), let secondNanoseconds = number("second_ns")
        else { return nil }
        self.init(
            benchmark: benchmark, threads: threads, first: first, second: second, pairs: pairs, ratio: ratio, lower: lower, upper: upper,
            confidence: confidence, settled: settled == "yes", firstNanoseconds: firstNanoseconds, secondNanoseconds: secondNanoseconds
        )
        if let text = fields["moved"] {
            let halves = text.split(separator: ":").compactMap { Double($0) }
            guard halves.count == 2 else { return nil }
            moved = Moved(early: halves[0], late: halves[1])
        }
    }
}
