/// Why a results file cannot be read; `description` is one line for the user.
public struct ResultsFileError: Error, Equatable, CustomStringConvertible {
    /// The one-line message.
    public var description: String

    /// Makes an error with its message.
    public init(_ description: String) {
        self.description = description
    }
}

extension ResultsFile {
    /// Reads a results file written by `write(to:)`, or by an older harness of the same schema version.
    /// - Throws: `ResultsFileError` naming the line and column at fault.
    public init(parsing text: String) throws(ResultsFileError) {
        guard !text.isEmpty else { throw ResultsFileError("the file is empty") }
        let document: CSV.Document
        do {
            document = try CSV.parse(text)
        } catch {
            throw ResultsFileError("not valid CSV: \(error)")
        }
        let metadata = document.comments.compactMap { comment -> (key: String, value: String)? in
            guard let colon = comment.firstIndex(of: ":") else { return nil }
            let value = comment[comment.index(after: colon)...].drop { $0 == " " }
            return (String(comment[..<colon]), String(value))
        }
        guard let schema = metadata.first(where: { $0.key == "schema" })?.value else {
            throw ResultsFileError("no '# schema:' line: not a syncbench results file")
        }
        guard schema == ResultsSchema.tag else {
            throw ResultsFileError("schema \(schema) is not the supported \(ResultsSchema.tag)")
        }
        guard let header = document.records.first else {
            throw ResultsFileError("no header row")
        }
        let missing = ResultsSchema.required.filter { !header.fields.contains($0) }
        guard missing.isEmpty else {
            throw ResultsFileError("header lacks column(s) \(missing.joined(separator: ", "))")
        }
        var results: [CaseResult] = []
        for record in document.records.dropFirst() {
            guard record.fields.count == header.fields.count else {
                throw ResultsFileError(
                    "line \(record.line): \(record.fields.count) fields where the header has \(header.fields.count)"
                )
            }
            let row = Dictionary(zip(header.fields, record.fields), uniquingKeysWith: { first, _ in first })
            guard row["benchmark"] != nil else {
                throw ResultsFileError("line \(record.line): a second header or a row without a benchmark")
            }
            results.append(try RowDecoder(row: row, line: record.line).result())
        }
        self.init(metadata: metadata.filter { $0.key != "schema" }, results: results)
    }
}

/// Reads the typed fields of one row, with errors that name the line and column.
private struct RowDecoder {
    let row: [String: String]
    let line: Int

    func result() throws(ResultsFileError) -> CaseResult {
        var result = try fields()
        result.samplesPerRound = try integers("samples_per_round")
        guard result.samplesPerRound.isEmpty || result.samplesPerRound.reduce(0, +) == result.samples.count,
              result.samplesPerRound.allSatisfy({ $0 >= 0 })
        else {
            throw failure("samples_per_round", "the rounds' counts do not add up to the \(result.samples.count) samples")
        }
        return result
    }

    private func fields() throws(ResultsFileError) -> CaseResult {
        let lost = try integer("lost_updates", atLeast: 0)
        let status: CaseResult.Status =
            switch try text("status") {
            case "ok": .ok
            case "invariant_violated": .invariantViolated(lost: lost)
            case "timeout": .timedOut(stuckWorkers: try integers("stuck_threads"))
            case "no_progress": .noProgress
            case "unavailable": .unavailable(try text("note"))
            case let other: throw failure("status", "\(shown(other)) is not a known status")
            }
        return CaseResult(
            benchmark: try text("benchmark"),
            primitive: try text("primitive"),
            role: row["role"].flatMap { $0.isEmpty ? nil : $0 },
            workload: try text("workload"),
            threads: try integer("threads", atLeast: 1),
            oversubscribed: try flag("oversubscribed"),
            windowSeconds: try positiveNumber("window_s"),
            totalOperations: try integer("total_ops", atLeast: 0),
            samples: try samples(),
            lostUpdates: lost,
            batchSize: try integer("batch", atLeast: 1),
            status: status,
            parameters: WorkloadParameters(
                criticalNanoseconds: try optionalNumber("critical_ns") ?? 0,
                thinkNanoseconds: try optionalNumber("think_ns") ?? 0,
                readPercent: try optionalInteger("read_pct"),
                items: try optionalInteger("items")
            ),
            cost: try cost(),
            harnessNanosecondsPerOperation: try optionalNumber("harness_ns_per_op"),
            fairness: try fairness(),
            latency: try latency(prefix: "latency"),
            readLatency: try latency(prefix: "read_latency"),
            readWrite: try readWrite(),
            threadGrowth: try threadGrowth(),
            coalescing: try coalescing()
        )
    }

    private func threadGrowth() throws(ResultsFileError) -> ThreadGrowth? {
        guard let peak = try optionalInteger("peak_threads") else { return nil }
        return ThreadGrowth(before: try integer("threads_before", atLeast: 0), peak: peak)
    }

    private func coalescing() throws(ResultsFileError) -> Coalescing? {
        guard let invocations = try optionalInteger("handler_invocations") else { return nil }
        return Coalescing(handlerInvocations: invocations, events: try integer("handler_events"))
    }

    private func fairness() throws(ResultsFileError) -> Fairness? {
        guard let jain = try optionalNumber("jain_index") else { return nil }
        return Fairness(
            jainIndex: jain,
            coefficientOfVariation: try number("fairness_cv"),
            minimum: try integer("thread_ops_min"),
            maximum: try integer("thread_ops_max"),
            starvedWorkers: try integer("starved_threads")
        )
    }

    /// The latency summary in the columns named with `prefix`, when they are filled.
    private func latency(prefix: String) throws(ResultsFileError) -> LatencySummary? {
        guard let p50 = try optionalNumber("\(prefix)_p50_ns") else { return nil }
        return LatencySummary(
            p50: p50,
            p90: try number("\(prefix)_p90_ns"),
            p99: try number("\(prefix)_p99_ns"),
            p999: try number("\(prefix)_p999_ns"),
            max: try number("\(prefix)_max_ns"),
            count: try integer("\(prefix)_samples")
        )
    }

    private func readWrite() throws(ResultsFileError) -> ReadWriteFigures? {
        guard let readers = try optionalNumber("reader_ops_per_s") else { return nil }
        return ReadWriteFigures(
            readPercent: try integer("read_pct"),
            readerOperationsPerSecond: readers,
            writerOperationsPerSecond: try number("writer_ops_per_s"),
            writersStarved: try flag("writers_starved")
        )
    }

    /// The resource cost, when the file has its columns filled: the switches of both kinds apart, or only
    /// their sum (`cs_per_op`, all a Darwin run records), or both.
    private func cost() throws(ResultsFileError) -> ResourceCost? {
        guard let cpu = try optionalNumber("cpu_ns_per_op") else { return nil }
        let voluntary = try optionalNumber("voluntary_cs_per_op")
        let involuntary = try optionalNumber("involuntary_cs_per_op")
        let total = try optionalNumber("cs_per_op")
        guard (voluntary != nil && involuntary != nil) || total != nil else { return nil }
        return ResourceCost(
            cpuNanosecondsPerOperation: cpu, voluntarySwitchesPerOperation: voluntary,
            involuntarySwitchesPerOperation: involuntary, switchesPerOperation: total,
            foreignCPUPercent: try optionalNumber("foreign_cpu_pct"), isNoisy: try flag("noisy")
        )
    }

    /// A field's value as an error message quotes it: control characters escaped, at most 40 characters.
    private func shown<Text: StringProtocol>(_ value: Text) -> String {
        let escaped = value.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }.joined()
        return "'" + (escaped.count > 40 ? escaped.prefix(40) + "..." : escaped) + "'"
    }

    private func failure(_ column: String, _ reason: String) -> ResultsFileError {
        ResultsFileError("line \(line), column \(column): \(reason)")
    }

    private func text(_ column: String) throws(ResultsFileError) -> String {
        guard let value = row[column], !value.isEmpty else { throw failure(column, "empty") }
        return value
    }

    private func integer(_ column: String, atLeast minimum: Int = .min) throws(ResultsFileError) -> Int {
        let value = try text(column)
        guard let parsed = Int(value) else { throw failure(column, "\(shown(value)) is not a whole number") }
        guard parsed >= minimum else { throw failure(column, "\(parsed) is below \(minimum)") }
        return parsed
    }

    private func positiveNumber(_ column: String) throws(ResultsFileError) -> Double {
        let parsed = try number(column)
        guard parsed > 0 else { throw failure(column, "\(parsed) is not positive") }
        return parsed
    }

    /// The per-window ns/op values: positive numbers, as many as the windows that completed anything.
    private func samples() throws(ResultsFileError) -> [Double] {
        let values = try numbers("samples_ns_per_op")
        guard values.allSatisfy({ $0 > 0 }) else { throw failure("samples_ns_per_op", "a sample is not positive") }
        return values
    }

    private func number(_ column: String) throws(ResultsFileError) -> Double {
        let value = try text(column)
        guard let parsed = Double(value), parsed.isFinite else { throw failure(column, "\(shown(value)) is not a number") }
        return parsed
    }

    /// A number from a column that older files may lack or leave empty.
    private func optionalNumber(_ column: String) throws(ResultsFileError) -> Double? {
        guard let value = row[column], !value.isEmpty else { return nil }
        return try number(column)
    }

    /// A whole number from a column that older files may lack or leave empty.
    private func optionalInteger(_ column: String) throws(ResultsFileError) -> Int? {
        guard let value = row[column], !value.isEmpty else { return nil }
        return try integer(column)
    }

    private func flag(_ column: String) throws(ResultsFileError) -> Bool {
        switch try text(column) {
        case "yes": return true
        case "no": return false
        case let other: throw failure(column, "\(shown(other)) is not yes or no")
        }
    }

    private func numbers(_ column: String) throws(ResultsFileError) -> [Double] {
        try words(column).map { word throws(ResultsFileError) in
            guard let parsed = Double(word), parsed.isFinite else { throw failure(column, "\(shown(word)) is not a number") }
            return parsed
        }
    }

    private func integers(_ column: String) throws(ResultsFileError) -> [Int] {
        try words(column).map { word throws(ResultsFileError) in
            guard let parsed = Int(word) else { throw failure(column, "\(shown(word)) is not a whole number") }
            return parsed
        }
    }

    private func words(_ column: String) -> [Substring] {
        (row[column] ?? "").split(separator: " ")
    }
}
