import SyncBench

/// What `bench versus` prints: a row per case with both primitives' figures, the ratio and its interval, then
/// each ratio in words; or the same as JSON.
enum VersusReport {
    /// The table and the sentences; a line saying no case was estimated when none was. `outcome`, how the run ended,
    /// says why an interval is wider than asked: the budget ended, or the run was stopped or failed first.
    static func text(_ estimates: [PairedEstimate], options: VersusOptions, outcome: PairedRunner.Outcome = .completed) -> String {
        guard !estimates.isEmpty else { return "No case gathered enough pairs for an interval.\n" }
        let level = NumberText.percent(options.confidence, places: 0)
        var table = TextTable(header: [
            "case", "threads", "\(options.first) ns/op", "\(options.second) ns/op", "ratio", "\(level) interval", "±", "pairs", "",
        ])
        table.leftAligned = [0, 8]
        for estimate in estimates {
            table.rows.append([
                estimate.benchmark.rawValue + (estimate.workload.map { " \($0)" } ?? ""), String(estimate.threads),
                NumberText.figure(estimate.firstNanoseconds), NumberText.figure(estimate.secondNanoseconds),
                PairedEstimate.figure(estimate.ratio),
                "[\(PairedEstimate.figure(estimate.lower)), \(PairedEstimate.figure(estimate.upper))]",
                NumberText.percent(estimate.halfWidth), String(estimate.pairs), note(estimate, precision: options.precision, outcome: outcome),
            ])
        }
        let heading = "\(options.first) against \(options.second): ratio of costs per operation, \(options.first) over "
            + "\(options.second), from pairs measured back to back in one process (figures: the medians of each's halves)\n"
        let sentences = estimates.map { "  - \($0.caseDescription): \($0.sentence).\n" + placements($0) }
        return heading + table.render() + "\n" + sentences.joined() + caution(contended: estimates.contains { $0.threads > 1 })
    }

    /// The line under the sentences: an interval describes this run's pairs, and the ratio can move from one run to
    /// the next. Uncontended too: a lock's cost can follow the host's phases, so runs whose intervals are narrow
    /// can still read different ratios (docs/versus.md, "On the AMD EPYC family 25 model 17 VM").
    private static func caution(contended: Bool) -> String {
        let causes = contended
            ? "with the host's phases, and for a contended case with where the host places the CPUs (pairs.csv: cpu_round_trip_ns)"
            : "with the host's phases, which on some CPUs move a pthread-based lock's cost"
        return "  Each interval is this run's. The ratio itself can move from one run to the next, and even within one (`moved`): "
            + causes + ". Repeat it at another time before you trust it (docs/versus.md).\n"
    }

    /// `    by where the host placed the CPUs: a round trip of 52-148 ns in 228 pairs, ratio 0.936 [0.921, 0.951]; ...`,
    /// or nothing when the pairs were not parted by placement (`PairedEstimate.byPlacement`).
    private static func placements(_ estimate: PairedEstimate) -> String {
        guard !estimate.byPlacement.isEmpty else { return "" }
        let parts = estimate.byPlacement.enumerated().map { index, placement in
            "\(index == 0 ? "a round trip of " : "")\(NumberText.fixed(placement.roundTrip.lowerBound, places: 0))-"
                + "\(NumberText.fixed(placement.roundTrip.upperBound, places: 0)) ns in \(placement.pairs) pairs, ratio "
                + "\(PairedEstimate.figure(placement.ratio)) [\(PairedEstimate.figure(placement.lower)), \(PairedEstimate.figure(placement.upper))]"
        }
        return "    by where the host placed the CPUs: " + parts.joined(separator: "; ") + ".\n"
    }

    /// What the row's last column says: whose pairs the ratio is when they parted by placement, the ratio moved
    /// during the run, or its interval is wider than asked, and what ended the run first.
    private static func note(_ estimate: PairedEstimate, precision: Double, outcome: PairedRunner.Outcome) -> String {
        var notes: [String] = []
        if let side = estimate.testedSide {
            notes.append("the \(side.rawValue) pairs'\(estimate.testedApart ? ", each placement apart" : "")")
        }
        if let moved = estimate.moved {
            notes.append("moved: \(PairedEstimate.figure(moved.early)) then \(PairedEstimate.figure(moved.late))")
        }
        if !estimate.settled {
            let first = switch outcome {
            case .completed: "the budget ended first"
            case .stopped: "the run was stopped first"
            case .failed, .lostInARow: "the run failed first"
            }
            notes.append("wider than ±\(NumberText.percent(precision)): \(first)")
        }
        return notes.joined(separator: "; ")
    }

    /// The estimates as one JSON object: what was asked, and a member per case.
    static func json(_ estimates: [PairedEstimate], options: VersusOptions, seed: UInt64) -> String {
        let cases: [JSONValue] = estimates.map { estimate in
            .object([
                "benchmark": .string(estimate.benchmark.rawValue), "workload": estimate.workload.map(JSONValue.string) ?? .null,
                "threads": .integer(estimate.threads), "pairs": .integer(estimate.pairs),
                "first_ns_per_op": .finite(estimate.firstNanoseconds), "second_ns_per_op": .finite(estimate.secondNanoseconds),
                "ratio": .finite(estimate.ratio), "ci_low": .finite(estimate.lower), "ci_high": .finite(estimate.upper),
                "ci_level": .finite(estimate.confidence), "settled": .bool(estimate.settled),
                "moved_early": .finite(estimate.moved?.early), "moved_late": .finite(estimate.moved?.late),
                "tested_placement": estimate.testedSide.map { .string($0.rawValue) } ?? .null,
                "placements": .array(estimate.byPlacement.map { placement in
                    .object([
                        "round_trip_low_ns": .finite(placement.roundTrip.lowerBound), "round_trip_high_ns": .finite(placement.roundTrip.upperBound),
                        "pairs": .integer(placement.pairs), "ratio": .finite(placement.ratio), "ci_low": .finite(placement.lower),
                        "ci_high": .finite(placement.upper),
                    ])
                }),
            ])
        }
        return JSONValue.object([
            "first": .string(options.first), "second": .string(options.second), "precision": .finite(options.precision),
            "confidence": .finite(options.confidence), "seed": .string(String(seed)), "cases": .array(cases),
        ]).text
    }
}
