import SyncBenchCore

extension ResultsFile {
    /// The prefix of the metadata keys that hold paired estimates (`bench run`'s check of its findings):
    /// `paired_uncontended_1`, `paired_contended_2`.
    package static let pairedKeyPrefix = "paired_"

    /// The paired estimates the file holds, in the order of its metadata; a line that cannot be read is left out.
    package var pairedEstimates: [PairedEstimate] {
        metadata.compactMap { key, value in
            key.hasPrefix(Self.pairedKeyPrefix) ? PairedEstimate(metadataValue: value) : nil
        }
    }

    /// Records `estimate` under its own key, replacing an earlier one of the same benchmark, workload (a kernel's:
    /// `paired_cache_read95_2`) and threads.
    package mutating func record(_ estimate: PairedEstimate) {
        let workload = estimate.workload.map { "_" + String($0.map { $0.isLetter || $0.isNumber ? $0 : "_" }) } ?? ""
        setMetadata("\(Self.pairedKeyPrefix)\(estimate.benchmark.rawValue)\(workload)_\(estimate.threads)", estimate.metadataValue)
    }
}

extension PairedEstimate {
    /// The estimate as one metadata value, its fields those of `PairedEstimateFields`: `benchmark=uncontended
    /// threads=1 first=Mutex second=pthread_mutex ratio=0.838 ci_low=0.837 ci_high=0.839 ci_level=0.9515590667724609
    /// pairs=20 settled=yes first_ns=10.1 second_ns=12.0` (`ci_level` the interval's actual coverage),
    /// `moved=EARLY:LATE` when the ratio moved during the run, `workload=read95` for a kernel's case, and
    /// `placements=...` when the ratio depends on where the host placed the CPUs. The primitives' names and the
    /// workload are written as one word each: `first=my%20lock`.
    package var metadataValue: String {
        var fields = PairedEstimateFields()
        fields[.benchmark] = benchmark.rawValue
        fields[.threads] = String(threads)
        fields[name: .first] = first
        fields[name: .second] = second
        fields[.ratio] = "\(ratio)"
        fields[.ciLow] = "\(lower)"
        fields[.ciHigh] = "\(upper)"
        fields[.ciLevel] = "\(confidence)"
        fields[.pairs] = String(pairs)
        fields[.settled] = settled ? "yes" : "no"
        fields[.firstNanoseconds] = "\(firstNanoseconds)"
        fields[.secondNanoseconds] = "\(secondNanoseconds)"
        fields[.moved] = moved.map { "\($0.early):\($0.late)" }
        fields[name: .workload] = workload
        fields[.placements] = byPlacement.isEmpty ? nil : byPlacement.map(\.text).joined(separator: ";")
        return fields.text
    }

    /// Reads `metadataValue`'s form back; nil when a field is missing or unreadable.
    package init?(metadataValue: String) {
        guard let fields = PairedEstimateFields(parsing: metadataValue) else { return nil }
        func number(_ field: PairedEstimateFields.Field) -> Double? { fields[field].flatMap(Double.init) }
        guard let benchmark = fields[.benchmark].flatMap(Benchmark.init(rawValue:)), let threads = fields[.threads].flatMap(Int.init),
              let first = fields[name: .first], let second = fields[name: .second], let ratio = number(.ratio), let lower = number(.ciLow),
              let upper = number(.ciHigh), let confidence = number(.ciLevel), let pairs = fields[.pairs].flatMap(Int.init),
              let settled = fields[.settled], let firstNanoseconds = number(.firstNanoseconds), let secondNanoseconds = number(.secondNanoseconds)
        else { return nil }
        self.init(
            benchmark: benchmark, threads: threads, first: first, second: second, pairs: pairs, ratio: ratio, lower: lower, upper: upper,
            confidence: confidence, settled: settled == "yes", firstNanoseconds: firstNanoseconds, secondNanoseconds: secondNanoseconds
        )
        workload = fields[name: .workload]
        if let text = fields[.placements] {
            let groups = text.split(separator: ";").map { Placement(text: String($0)) }
            guard !groups.contains(where: { $0 == nil }) else { return nil }
            byPlacement = groups.compactMap { $0 }
        }
        if let text = fields[.moved] {
            let halves = text.split(separator: ":").compactMap { Double($0) }
            guard halves.count == 2 else { return nil }
            moved = Moved(early: halves[0], late: halves[1])
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
