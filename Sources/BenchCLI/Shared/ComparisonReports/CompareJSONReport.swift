import Foundation
import SyncBench

/// `bench compare --format json`: the comparison as one JSON object, for tools.
enum CompareJSONReport {
    /// The document's top level.
    struct Document: Codable, Equatable {
        var format = "syncbench-compare/1"
        var baseline: String
        var current: String
        /// How many runs each side pools: 1 for a file, the number of its .csv files for a folder.
        var baselineRuns: Int
        var currentRuns: Int
        /// The threshold; in a paired run (`bench ab`), that of cases of more than one thread, and of one-thread
        /// cases too unless `oneThreadThreshold` is given.
        var threshold: Double
        var alpha: Double
        var judgeAll: Bool
        /// In a paired run (`bench ab`): the band, either way, a case's interval must lie within to be unchanged
        /// (as `threshold`, for cases of more than one thread unless `oneThreadMargin` is given); nil otherwise.
        var margin: Double?
        /// In a paired run whose one-thread cases have limits of their own: their threshold and margin.
        var oneThreadThreshold: Double?
        var oneThreadMargin: Double?
        /// In a paired run (`bench ab`): a case's chance of being called unchanged when it moved by the margin;
        /// nil otherwise.
        var equivalenceAlpha: Double?
        var regression: Bool
        var tally: [String: Int]
        /// The median over the judged cases of the slowdown beyond which each would have been called; nil when
        /// at least half could call none.
        var detectableSlowdownMedian: Double?
        var warnings: [String]
        var cases: [Case]
        var curves: [Curve]
        var onlyInBaseline: [Key]
        var onlyInCurrent: [Key]
        /// Which lock to reach for in each kind of code, from the current side's own figures (`LockChoices`).
        var choices: ChoicesJSON
        /// What the current side's own figures say (`Findings`), one line each: the rankings of every lock.
        var findings: [FindingLine]
    }

    /// One finding of the current side.
    struct FindingLine: Codable, Equatable {
        /// `cheapest_uncontended`, `highest_throughput`, `collapse`, `no_collapse`, `least_fair`, `priority_inversion`, `left_out`.
        var kind: String
        /// The finding as the summary prints it.
        var line: String
        /// A figure of it was measured while other processes were busy.
        var noisy: Bool
    }

    /// A case's identity.
    struct Key: Codable, Equatable {
        var benchmark: String
        var primitive: String
        var workload: String
        var threads: Int
    }

    /// One compared case; figures are nil where a side has no samples.
    struct Case: Codable, Equatable {
        var key: Key
        /// Each side's ns per op as its file gives it (`ns_per_op`: the median of the forks' medians when measured
        /// in forks, else of the windows); in a paired run the median of its halves of the pairs.
        var baselineNsPerOp: Double?
        var currentNsPerOp: Double?
        var baselineSamples: Int
        var currentSamples: Int
        /// `forks` when the samples are the forks' medians, `windows` when they are the windows, `pairs` in a
        /// paired run (`bench ab`), where both counts are the pairs.
        var samplesAre: String
        /// The median of the current samples tested over the baseline's (with 2 to 4 forks the windows', which
        /// can differ from the ratio of the two ns-per-op figures); in a paired run the pairs' estimate.
        var ratio: Double?
        var pValue: Double?
        var pMethod: String?
        var spread: Double?
        var verdict: String
        var reason: String?
        /// The slowdown beyond which the rules would have called one here (0.12 for 12%); nil when none could be.
        var detectableSlowdown: Double?
        /// In a paired run: the interval of the ratio and its actual coverage; nil otherwise.
        var ratioLow: Double?
        var ratioHigh: Double?
        var ratioConfidence: Double?
        /// In a paired run: the median ratio of the shown look's pairs in which the current side went first, and
        /// of those in which the baseline did; nil otherwise.
        var ratioCurrentFirst: Double?
        var ratioBaselineFirst: Double?
        /// In a paired run: every look the case had, in order; nil otherwise.
        var looks: [Look]?
        /// In a paired run whose shown look tested a placement's pairs: that placement, and the other; nil otherwise.
        var placement: Placement?
        /// In a paired run: the threshold and margin this case was judged by (a one-thread case has its own); nil
        /// otherwise.
        var threshold: Double?
        var margin: Double?
    }

    /// One look at a case's pairs in a paired run.
    struct Look: Codable, Equatable {
        var pairs: Int
        /// The signed-rank test's p-value at this look, before any sharing among looks or cases; nil when every
        /// log ratio was zero.
        var pValue: Double?
        var ratio: Double
        /// The interval of the ratio at the look's level, for a change, and its actual coverage; nil ends where too
        /// few pairs bound it.
        var ratioLow: Double?
        var ratioHigh: Double?
        var ratioConfidence: Double
        /// The interval at the equivalence level, which must lie within the threshold for no change, and its
        /// actual coverage.
        var equivalenceLow: Double?
        var equivalenceHigh: Double?
        var equivalenceConfidence: Double
        /// What the look decided: `regression`, `improvement`, `unchanged` or `open`.
        var state: String
        /// The pairs the look saw; more than `pairs` when it tested a placement's.
        var seen: Int
        /// The placement whose pairs the look tested, when the pairs' CPU round trips parted into near and far.
        var placement: Placement?
    }

    /// The placement a look tested, and the other one.
    struct Placement: Codable, Equatable {
        /// `near` or `far`.
        var side: String
        var roundTripLowNs: Double
        var roundTripHighNs: Double
        /// Pairs in neither placement, left out: their halves on either side of the boundary.
        var leftOut: Int
        var otherSide: String?
        var otherPairs: Int?
        /// Whether the other placement was tested apart (each at half the look's level) or left out as too small.
        var otherTested: Bool?
        var otherRatio: Double?
        var otherRatioLow: Double?
        var otherRatioHigh: Double?
        /// What the other placement's pairs decided, when tested.
        var otherState: String?
    }

    /// One primitive's contended curve.
    struct Curve: Codable, Equatable {
        var primitive: String
        var workload: String
        var threads: [Int]
        var geometricMeanRatio: Double
        var baselinePeakThreads: Int
        var currentPeakThreads: Int
    }

    /// The document for `comparison`.
    static func document(_ comparison: Comparison, baseline: String, current: String, findings: Findings) -> Document {
        let paired: PairedPolicy? = if case .pairs(let policy, _) = comparison.basis { policy } else { nil }
        return Document(
            baseline: baseline, current: current, baselineRuns: comparison.pooledRuns.baseline, currentRuns: comparison.pooledRuns.current,
            threshold: comparison.policy.threshold, alpha: comparison.policy.alpha, judgeAll: comparison.policy.judgeAll,
            margin: paired?.margin, oneThreadThreshold: paired?.oneThread?.threshold, oneThreadMargin: paired?.oneThread?.margin,
            equivalenceAlpha: paired?.equivalenceAlpha, regression: comparison.hasRegression,
            tally: Dictionary(uniqueKeysWithValues: comparison.tally.map { ($0.kind.rawValue, $0.count) }),
            detectableSlowdownMedian: comparison.sensitivity.median,
            warnings: comparison.warnings,
            cases: comparison.cases.map { item in
                Case(
                    key: key(item.key), baselineNsPerOp: item.baselineMedian, currentNsPerOp: item.currentMedian,
                    baselineSamples: item.baselineCount, currentSamples: item.currentCount,
                    samplesAre: samplesAre(item), ratio: item.ratio,
                    pValue: item.pValue, pMethod: pMethod(item),
                    spread: item.spread, verdict: item.verdict.word, reason: item.verdict.reason,
                    detectableSlowdown: item.detectableSlowdown, ratioLow: item.paired?.lower.positiveOrNil,
                    ratioHigh: item.paired?.upper.finiteOrNil, ratioConfidence: item.paired?.confidence,
                    ratioCurrentFirst: item.paired?.ratioCurrentFirst, ratioBaselineFirst: item.paired?.ratioBaselineFirst,
                    looks: item.paired?.history.map(look), placement: item.paired?.placement.map(placement),
                    threshold: item.paired?.limits.threshold, margin: item.paired?.limits.margin
                )
            },
            curves: comparison.curves.map {
                Curve(
                    primitive: $0.primitive, workload: $0.workload, threads: $0.threadCounts, geometricMeanRatio: $0.geometricMeanRatio,
                    baselinePeakThreads: $0.baselinePeakThreads, currentPeakThreads: $0.currentPeakThreads
                )
            },
            onlyInBaseline: comparison.onlyInBaseline.map(key),
            onlyInCurrent: comparison.onlyInCurrent.map(key),
            choices: ChoicesJSON(findings.choices),
            findings: findings.items.map { FindingLine(kind: $0.kind, line: $0.line, noisy: $0.isNoisy) }
        )
    }

    /// The document as pretty-printed JSON with snake_case keys, and a final line break.
    static func render(_ comparison: Comparison, baseline: String, current: String, findings: Findings) -> String {
        encode(document(comparison, baseline: baseline, current: current, findings: findings))
    }

    /// `value` as pretty-printed JSON with snake_case keys, and a final line break: how every JSON report of the
    /// command line is written.
    static func encode<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        // JSON has no NaN or infinity. Every figure that can be infinite is written as null (`finiteOrNil`), and a
        // curve has a ratio at each of its thread counts; should a non-finite figure get through all the same, it
        // is written as a string ("NaN") rather than ending the run without its report, as one once did (a curve
        // of no ratios, in a run stopped before its first look). With that, encoding plain structs of strings,
        // numbers and arrays cannot fail.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN"
        )
        let data = try! encoder.encode(value)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// What the case's samples are: `pairs` in a paired run, else `forks` or `windows`.
    private static func samplesAre(_ item: CaseComparison) -> String {
        switch item.evidence {
        case .pairs: "pairs"
        case .test: item.overForks ? "forks" : "windows"
        }
    }

    /// How the p-value was found: the U-test's method, or `signed-rank exact` / `signed-rank normal` for pairs.
    private static func pMethod(_ item: CaseComparison) -> String? {
        guard let paired = item.paired else { return item.test?.method.rawValue }
        return paired.method.map { "signed-rank \($0.rawValue)" }
    }

    private static func look(_ look: PairedLook) -> Look {
        Look(
            pairs: look.pairs, pValue: look.test?.pValue, ratio: exp(look.interval.estimate),
            ratioLow: exp(look.interval.lower).positiveOrNil, ratioHigh: exp(look.interval.upper).finiteOrNil,
            ratioConfidence: look.interval.confidence, equivalenceLow: exp(look.equivalence.lower).positiveOrNil,
            equivalenceHigh: exp(look.equivalence.upper).finiteOrNil, equivalenceConfidence: look.equivalence.confidence,
            state: look.state.rawValue, seen: look.seen, placement: look.placement.map(placement)
        )
    }

    private static func placement(_ placement: PairedLook.Placement) -> Placement {
        let other = placement.other
        return Placement(
            side: placement.side.rawValue, roundTripLowNs: placement.roundTrip.lowerBound, roundTripHighNs: placement.roundTrip.upperBound,
            leftOut: placement.leftOut, otherSide: other?.side.rawValue, otherPairs: other?.pairs, otherTested: other?.tested,
            otherRatio: other?.interval.map { exp($0.estimate) }, otherRatioLow: other?.interval.map { exp($0.lower) },
            otherRatioHigh: other?.interval.map { exp($0.upper) }, otherState: other?.state?.rawValue
        )
    }

    private static func key(_ key: CaseKey) -> Key {
        Key(benchmark: key.benchmark.rawValue, primitive: key.primitive, workload: key.workload, threads: key.threads)
    }
}

extension Double {
    /// The value, or nil when it is infinite or not a number: JSON has no infinity.
    fileprivate var finiteOrNil: Double? { isFinite ? self : nil }
    /// The value, or nil when it is zero: the lower end of a ratio's interval too few pairs could bound.
    fileprivate var positiveOrNil: Double? { self > 0 ? self : nil }
}
