import SyncBenchCore

/// Reads the typed fields of one row, with errors that name the line and column.
struct RowDecoder {
    let row: [String: String]
    let line: Int

    func result() throws(ResultsFileError) -> CaseResult {
        var result = try fields()
        result.samplesPerRound = try roundCounts(totalling: result.samples.count)
        result.hostProbes = try numbers(.hostProbe)
        result.hostOff = value(.hostOff).map { !$0.isEmpty } == true ? try flag(.hostOff) : false
        guard result.hostProbes.allSatisfy({ $0 > 0 }) else { throw failure(.hostProbe, "a probe figure is not positive") }
        result.hostProbeTimes = try words(.hostProbeTime).map { word throws(ResultsFileError) in
            guard let time = UInt64(word) else { throw failure(.hostProbeTime, "\(shown(word)) is not a whole number of ns") }
            return time
        }
        guard result.hostProbeTimes.isEmpty || result.hostProbeTimes.count == result.hostProbes.count else {
            throw failure(.hostProbeTime, "\(result.hostProbeTimes.count) times for \(result.hostProbes.count) probe figures")
        }
        result.placementRoundTrips = try placementRoundTrips(rounds: max(1, result.samplesPerRound.count))
        result.forks = try optionalInteger(.forks) ?? 1
        guard result.forks >= 1, result.forks == 1 || result.forks == result.samplesPerRound.count else {
            throw failure(.forks, "\(result.forks) forks, but the samples come in \(result.samplesPerRound.count) rounds")
        }
        return result
    }

    /// Each round's placement readings (`placement_rtt_ns`): one entry a round, `-` for none, or none at all.
    private func placementRoundTrips(rounds: Int) throws(ResultsFileError) -> [[Double]] {
        let entries = words(.placementRoundTrips)
        guard !entries.isEmpty else { return [] }
        guard entries.count == rounds else { throw failure(.placementRoundTrips, "\(entries.count) entries for \(rounds) rounds") }
        return try entries.map { entry throws(ResultsFileError) -> [Double] in
            guard entry != "-" else { return [] }
            return try entry.split(separator: "/").map { word throws(ResultsFileError) in
                guard let trip = Double(word), trip.isFinite, trip > 0 else { throw failure(.placementRoundTrips, "\(shown(word)) is not a round trip in ns") }
                return trip
            }
        }
    }

    /// How many of the `samples` windows each round gave: none negative, and together all of them; empty when
    /// the case was measured in one round. A corrupt count can be as large as `Int.max`, so the sum stops, with
    /// the error, as soon as it passes `samples` or overflows.
    private func roundCounts(totalling samples: Int) throws(ResultsFileError) -> [Int] {
        let counts = try integers(.samplesPerRound)
        guard counts.allSatisfy({ $0 >= 0 }) else { throw failure(.samplesPerRound, "a round's count is negative") }
        let mismatch = failure(.samplesPerRound, "the rounds' counts do not add up to the \(samples) samples")
        var total = 0
        for count in counts {
            let (sum, overflow) = total.addingReportingOverflow(count)
            guard !overflow, sum <= samples else { throw mismatch }
            total = sum
        }
        guard counts.isEmpty || total == samples else { throw mismatch }
        return counts
    }

    private func fields() throws(ResultsFileError) -> CaseResult {
        let lost = try integer(.lostUpdates, atLeast: 0)
        // Files from before the column have none: no read was checked for tearing then.
        let torn = try optionalInteger(.tornReads, atLeast: 0) ?? 0
        let status: CaseResult.Status =
            switch try word(.status, as: CaseResult.Status.Word.self) {
            case .ok: .ok
            case .invariantViolated: .invariantViolated(lost: lost, tornReads: torn)
            case .timeout: .timedOut(stuckWorkers: try integers(.stuckThreads))
            case .noProgress: .noProgress
            case .unavailable: .unavailable(try text(.note))
            case .forkFailed: .forkFailed(try text(.note))
            }
        return CaseResult(
            benchmark: try word(.benchmark, as: Benchmark.self),
            primitive: try text(.primitive),
            role: try optionalWord(.role, as: Subject.Role.self),
            family: try optionalWord(.family, as: Family.self) ?? .unknown,
            contendedWaiting: try optionalWord(.waiting, as: ContendedWaiting.self),
            workload: try text(.workload),
            threads: try integer(.threads, atLeast: 1),
            oversubscribed: try flag(.oversubscribed),
            windowSeconds: try positiveNumber(.windowSeconds),
            totalOperations: try integer(.totalOperations, atLeast: 0),
            samples: try samples(),
            lostUpdates: lost,
            tornReads: torn,
            batchSize: try integer(.batch, atLeast: 1),
            status: status,
            parameters: WorkloadParameters(
                criticalNanoseconds: try optionalNumber(.criticalNanoseconds) ?? 0,
                thinkNanoseconds: try optionalNumber(.thinkNanoseconds) ?? 0,
                readPercent: try optionalInteger(.readPercent),
                items: try optionalInteger(.items),
                kernel: KernelKind(rawValue: try text(.benchmark)),
                stripes: try optionalInteger(.stripes),
                packedStripes: try optionalInteger(.stripes) == nil ? nil : try text(.workload).hasSuffix(" packed")
            ),
            cost: try cost(),
            harnessNanosecondsPerOperation: try optionalNumber(.harnessNanosecondsPerOperation),
            fairness: try fairness(),
            latency: try latency(ResultsColumn.latency),
            readLatency: try latency(ResultsColumn.readLatency),
            readWrite: try readWrite(),
            threadGrowth: try threadGrowth(),
            coalescing: try coalescing(),
            footprintBytes: try optionalInteger(.footprintBytes)
        )
    }

    private func threadGrowth() throws(ResultsFileError) -> ThreadGrowth? {
        guard let peak = try optionalInteger(.peakThreads) else { return nil }
        return ThreadGrowth(before: try integer(.threadsBefore, atLeast: 0), peak: peak)
    }

    private func coalescing() throws(ResultsFileError) -> Coalescing? {
        guard let invocations = try optionalInteger(.handlerInvocations) else { return nil }
        return Coalescing(handlerInvocations: invocations, events: try integer(.handlerEvents))
    }

    private func fairness() throws(ResultsFileError) -> Fairness? {
        guard let jain = try optionalNumber(.jainIndex) else { return nil }
        return Fairness(
            jainIndex: jain,
            coefficientOfVariation: try number(.fairnessCV),
            minimum: try integer(.threadOperationsMinimum),
            maximum: try integer(.threadOperationsMaximum),
            starvedWorkers: try integer(.starvedThreads)
        )
    }

    /// The latency summary in `columns`, when they are filled.
    private func latency(_ columns: ResultsColumn.LatencyColumns) throws(ResultsFileError) -> LatencySummary? {
        guard let p50 = try optionalNumber(columns.p50) else { return nil }
        return LatencySummary(
            p50: p50,
            p90: try number(columns.p90),
            p99: try number(columns.p99),
            p999: try number(columns.p999),
            max: try number(columns.max),
            count: try integer(columns.samples)
        )
    }

    private func readWrite() throws(ResultsFileError) -> ReadWriteFigures? {
        guard let readers = try optionalNumber(.readerOperationsPerSecond) else { return nil }
        return ReadWriteFigures(
            readPercent: try integer(.readPercent),
            readerOperationsPerSecond: readers,
            writerOperationsPerSecond: try number(.writerOperationsPerSecond),
            writersStarved: try flag(.writersStarved)
        )
    }

    /// The resource cost, when the file has its columns filled: the two kinds of switch, their sum, or both.
    private func cost() throws(ResultsFileError) -> ResourceCost? {
        guard let cpu = try optionalNumber(.cpuNanosecondsPerOperation) else { return nil }
        let voluntary = try optionalNumber(.voluntarySwitchesPerOperation)
        let involuntary = try optionalNumber(.involuntarySwitchesPerOperation)
        let total = try optionalNumber(.switchesPerOperation)
        guard (voluntary != nil && involuntary != nil) || total != nil else { return nil }
        return ResourceCost(
            cpuNanosecondsPerOperation: cpu, voluntarySwitchesPerOperation: voluntary,
            involuntarySwitchesPerOperation: involuntary, switchesPerOperation: total,
            foreignCPUPercent: try optionalNumber(.foreignCPUPercent), isNoisy: try flag(.noisy)
        )
    }
}
