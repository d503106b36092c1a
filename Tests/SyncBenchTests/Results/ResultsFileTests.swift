import Foundation
import SyncBench
import Testing

@Suite("Results files")
struct ResultsFileTests {
    static let sample = ResultsFile(
        metadata: [("host", "box, with a comma"), ("cpu_model", "Some \"quoted\" CPU"), RunStatus.complete().metadata],
        results: [
            CaseResult(
                benchmark: .uncontended, primitive: "pthread_mutex", role: .lock, workload: "increment", threads: 1,
                oversubscribed: false,
                windowSeconds: 0.2, totalOperations: 81_000_000, samples: [12.25, 12.000000000000002, 11.9, 12.3, 12.1],
                samplesPerRound: [2, 2, 1], lostUpdates: 0, batchSize: 80, status: .ok,
                cost: ResourceCost(
                    cpuNanosecondsPerOperation: 12.5, voluntarySwitchesPerOperation: 1.25e-05,
                    involuntarySwitchesPerOperation: 0, foreignCPUPercent: 37.5, isNoisy: true
                ),
                harnessNanosecondsPerOperation: 0.003125
            ),
            CaseResult(
                benchmark: .contended, primitive: "no_lock", workload: "increment", threads: 8, oversubscribed: true,
                windowSeconds: 0.2, totalOperations: 5, samples: [1.5], lostUpdates: 42, batchSize: 1, status: .ok
            ),
            CaseResult(
                benchmark: .rwmix, primitive: "pthread_rwlock", workload: "read95", threads: 8, oversubscribed: true,
                windowSeconds: 0.2, totalOperations: 1_000, samples: [200, 210], lostUpdates: 0, batchSize: 16, status: .ok,
                parameters: WorkloadParameters(readPercent: 95),
                fairness: Fairness(jainIndex: 0.875, coefficientOfVariation: 0.25, minimum: 10, maximum: 500, starvedWorkers: 1),
                latency: LatencySummary(p50: 40, p90: 51, p99: 1_500, p999: 20_000, max: 123_456, count: 77),
                readLatency: LatencySummary(p50: 31, p90: 40, p99: 50, p999: 900, max: 5_000, count: 1_234),
                readWrite: ReadWriteFigures(
                    readPercent: 95, readerOperationsPerSecond: 4_750_000, writerOperationsPerSecond: 250_000, writersStarved: true
                )
            ),
            CaseResult(
                benchmark: .contended, primitive: "cs", workload: "increment cs=50ns think=1000ns", threads: 2,
                oversubscribed: false, windowSeconds: 0.2, totalOperations: 5, samples: [2.5], lostUpdates: 0, batchSize: 1,
                status: .ok, parameters: WorkloadParameters(criticalNanoseconds: 50, thinkNanoseconds: 1_000)
            ),
            CaseResult(
                benchmark: .inversion, primitive: "NSLock", workload: "hold=50us burst=20ms", threads: 3, oversubscribed: true,
                windowSeconds: 1e-9, totalOperations: 0, samples: [], lostUpdates: 0, batchSize: 1,
                status: .unavailable("SCHED_FIFO refused (Operation not permitted), needs CAP_SYS_NICE")
            ),
            CaseResult(
                benchmark: .explosion, primitive: "global_queue", workload: "items=64 block=5ms", threads: 1, oversubscribed: false,
                windowSeconds: 1e-9, totalOperations: 3, samples: [1.5e8, 1.25e8, 1.75e8], lostUpdates: 0, batchSize: 1, status: .ok,
                parameters: WorkloadParameters(items: 64), threadGrowth: ThreadGrowth(before: 7, peak: 70)
            ),
            CaseResult(
                benchmark: .coordination, primitive: "DispatchSource", workload: "source_coalesce", threads: 4,
                oversubscribed: true, windowSeconds: 0.2, totalOperations: 9_000, samples: [110, 120], lostUpdates: 0,
                batchSize: 8, status: .ok,
                latency: LatencySummary(p50: 600, p90: 900, p99: 3_500, p999: 9_000, max: 90_000, count: 300),
                coalescing: Coalescing(handlerInvocations: 300, events: 9_137)
            ),
            CaseResult(
                benchmark: .contended, primitive: "broken", workload: "increment", threads: 2, oversubscribed: false,
                windowSeconds: 0.03, totalOperations: 10, samples: [3, 4], lostUpdates: 7, batchSize: 2,
                status: .invariantViolated(lost: 7)
            ),
            CaseResult(
                benchmark: .rwmix, primitive: "reads_unlocked", workload: "read50", threads: 2, oversubscribed: false,
                windowSeconds: 0.03, totalOperations: 10, samples: [3, 4], lostUpdates: 0, tornReads: 3, batchSize: 2,
                status: .invariantViolated(lost: 0, tornReads: 3), parameters: WorkloadParameters(readPercent: 50)
            ),
            CaseResult(
                benchmark: .contended, primitive: "stuck", workload: "increment", threads: 4, oversubscribed: true,
                windowSeconds: 0.03, totalOperations: 0, samples: [], lostUpdates: 0, batchSize: 1,
                status: .timedOut(stuckWorkers: [0, 3])
            ),
        ]
    )

    @Test("The columns written are the column enumeration's, and its table lists each once with a meaning")
    func columnsComeFromOneEnumeration() {
        let table = ResultsColumn.markdownTable.split(separator: "\n").dropFirst(2)
        #expect(table.map { String($0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces)) } == ResultsColumn.allCases.map(\.rawValue))
        #expect(ResultsColumn.allCases.allSatisfy { !$0.meaning.isEmpty && !$0.meaning.contains("|") })
        #expect(ResultsColumn.required.allSatisfy(ResultsColumn.allCases.contains))
    }

    @Test func roundTripsEveryStatusAndExactSamples() throws {
        let text = Self.sample.text
        #expect(text.hasPrefix("# schema: syncbench/2\n"))
        #expect(try ResultsFile(parsing: text) == Self.sample)
    }

    @Test func writesDerivedStatisticsForReaders() throws {
        let document = try CSV.parse(Self.sample.text)
        let header = try #require(document.records.first?.fields)
        let row = Dictionary(uniqueKeysWithValues: zip(header, document.records[1].fields))
        #expect(header == ResultsColumn.allCases.map(\.rawValue))
        #expect(row["host"] == "box, with a comma")
        #expect(row["ns_per_op"] == "12.1")
        #expect(row["ns_per_op_ci_low"] == "11.9")
        #expect(row["ci_level"] == "0.9375")
        #expect(row["invariant"] == "held")
        #expect(row["cpu_ns_per_op"] == "12.5")
        #expect(row["voluntary_cs_per_op"] == "1.25e-05")
        #expect(row["noisy"] == "yes")
        #expect(row["samples_per_round"] == "2 2 1")
        let noLock = Dictionary(uniqueKeysWithValues: zip(header, document.records[2].fields))
        #expect(noLock["invariant"] == "lost_updates_expected")
        #expect(noLock["oversubscribed"] == "yes")
        #expect(noLock["handler_invocations"] == "")
        let rows = document.records.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0.fields)) }
        // Torn reads are a read/write mix's: a count on its rows, 0 when none tore, empty on every other row.
        #expect(rows.map { $0["torn_reads"] ?? "-" } == ["", "", "0", "", "", "", "", "", "3", ""])
        let torn = try #require(rows.first { $0["primitive"] == "reads_unlocked" })
        #expect(torn["invariant"] == "violated" && torn["status"] == "invariant_violated" && torn["lost_updates"] == "0")
        let source = try #require(rows.first { $0["primitive"] == "DispatchSource" })
        #expect(source["handler_invocations"] == "300")
        #expect(source["handler_events"] == "9137")
        #expect(source["events_per_invocation"] == "30.46")
    }

    @Test("Bad files give one clear message", arguments: [
        ("", "the file is empty"),
        ("a,b\n1,2\n", "no '# schema:' line"),
        ("# schema: syncbench/99\na\n", "schema syncbench/99 is not one this reader supports (syncbench/1, syncbench/2)"),
        ("# schema: syncbench/1\n", "no header row"),
        ("# schema: syncbench/1\nbenchmark,primitive\n", "header lacks column(s) workload, threads"),
    ])
    func rejects(_ text: String, _ message: String) {
        #expect {
            try ResultsFile(parsing: text)
        } throws: { error in
            "\(error)".contains(message)
        }
    }

    @Test("Rounds' counts that overflow when added, or are negative, are a line's error, not a crash", arguments: [
        ("9223372036854775807 9223372036854775807 1", "the rounds' counts do not add up to the 5 samples"),
        ("3 9223372036854775807", "the rounds' counts do not add up to the 5 samples"),
        ("9223372036854775807 -9223372036854775807 5", "a round's count is negative"),
    ])
    func roundCountsAreCheckedBeforeTheyAreAdded(_ counts: String, _ reason: String) {
        let corrupt = Self.sample.text.replacingOccurrences(of: ",2 2 1,", with: ",\(counts),")
        #expect(throws: ResultsFileError("line 6, column samples_per_round: \(reason)")) {
            try ResultsFile(parsing: corrupt)
        }
    }

    @Test("Two files joined into one: the repeated header is named, not read as a row of bad values")
    func aRepeatedHeaderIsNamed() throws {
        let text = Self.sample.text
        let header = try #require(try CSV.parse(text).records.first).line
        let linesOfOne = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(throws: ResultsFileError("line \(linesOfOne + header): the header row again (two results files joined into one?)")) {
            try ResultsFile(parsing: text + text)
        }
    }

    @Test("A case given twice is refused with both its lines, not read as one of them")
    func aCaseTwiceIsRefused() {
        var lines = Self.sample.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = lines.firstIndex { $0.contains(",no_lock,") }!
        lines.insert(lines[row].replacingOccurrences(of: ",42,", with: ",43,"), at: row + 2)
        #expect(throws: ResultsFileError(
            "line \(row + 3): the case contended no_lock increment threads=8 again, as on line \(row + 1); a results file holds each case once"
        )) {
            try ResultsFile(parsing: lines.joined(separator: "\n"))
        }
    }

    @Test func namesTheLineAndColumnOfABadValue() throws {
        let good = Self.sample.text
        let broken = good.replacingOccurrences(of: ",pthread_mutex,lock,unknown,,,increment,1,", with: ",pthread_mutex,lock,unknown,,,increment,one,")
        #expect(throws: ResultsFileError("line 6, column threads: 'one' is not a whole number")) {
            try ResultsFile(parsing: broken)
        }
        let uneven = good.replacingOccurrences(of: ",2 2 1,", with: ",2 2 2,")
        #expect(throws: ResultsFileError("line 6, column samples_per_round: the rounds' counts do not add up to the 5 samples")) {
            try ResultsFile(parsing: uneven)
        }
        let unknownBenchmark = good.replacingOccurrences(of: ",uncontended,pthread_mutex,", with: ",uncontented,pthread_mutex,")
        #expect(throws: ResultsFileError(
            "line 6, column benchmark: 'uncontented' is not one of uncontended, contended, rwmix, handoff, inversion, explosion, coordination, "
                + "cache, queue, striped, tasks, kernel"
        )) {
            try ResultsFile(parsing: unknownBenchmark)
        }
        let unknownRole = good.replacingOccurrences(of: ",pthread_mutex,lock,unknown,,,increment,", with: ",pthread_mutex,mutex,unknown,,,increment,")
        #expect {
            try ResultsFile(parsing: unknownRole)
        } throws: { error in
            "\(error)" == "line 6, column role: 'mutex' is not one of lock, control, twin, channel, pattern, executor, coordination"
        }
        let truncated = String(good.prefix(good.count - 30))
        #expect {
            try ResultsFile(parsing: truncated)
        } throws: { error in
            "\(error)".contains("fields where the header has \(ResultsColumn.allCases.count)")
        }
    }
}
