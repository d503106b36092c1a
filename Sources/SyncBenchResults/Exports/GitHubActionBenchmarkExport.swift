import SyncBenchCore

/// github-action-benchmark's `customSmallerIsBetter` format: `[{name, unit, value, range, extra}]`.
///
/// `value` is the published median (see `ExportedCase.median`), `range` its confidence interval with its actual coverage
/// (left out for a single window, which has none),
/// and `extra` (shown in the action's comments and charts) the windows, rounds, mean, spread and whether other
/// processes were busy meanwhile. The action tracks each name over time and alerts on the ratio to the last point.
package enum GitHubActionBenchmarkExport {
    /// The document for `file`: one entry per exported case, in the file's order.
    package static func document(_ file: ResultsFile) -> JSONValue {
        .array(ExportedCase.select(from: file).exported.map(entry))
    }

    static func entry(_ exported: ExportedCase) -> JSONValue {
        var fields: [String: JSONValue] = [
            "name": .string(exported.name),
            "unit": .string(exported.unit),
            "value": .finite(exported.median),
            "extra": .string(extra(exported)),
        ]
        if let interval = exported.interval {
            let level = NumberText.percent(interval.confidence)
            fields["range"] = .string("\(level) CI \(NumberText.figure(interval.lower)) to \(NumberText.figure(interval.upper))")
        }
        return .object(fields)
    }

    /// The lines of `extra`: what a reader of the action's comment needs to judge the value.
    static func extra(_ exported: ExportedCase) -> String {
        let sample = exported.sample
        let rounds = exported.rounds.count
        var lines = ["windows: \(sample.count)" + (rounds > 1 ? " in \(rounds) rounds" : "")]
        lines.append("threads: \(exported.result.threads)")
        if let mean = sample.mean {
            lines.append("mean: \(NumberText.figure(mean)) \(exported.unit)")
        }
        if let cv = sample.coefficientOfVariation {
            lines.append("cv: \(NumberText.percent(cv))")
        }
        if let cost = exported.result.cost {
            lines.append("measured under load: \(cost.isNoisy ? "yes" : "no")")
        }
        return lines.joined(separator: "\n")
    }
}
