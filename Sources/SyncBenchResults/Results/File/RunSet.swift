import SyncBenchCore

/// Results files from several runs side by side (several machines, say): each run labelled after its host, and
/// their cases matched by benchmark, primitive, workload and threads.
package struct RunSet: Sendable {
    /// One run: where it came from, its label, and its file.
    package struct Run: Sendable {
        /// The path it was read from, as given.
        package var source: String
        /// The host name, made unique among the runs and free of spaces (a chart's word lists split on them).
        package var label: String
        /// The results.
        package var file: ResultsFile
    }

    /// One case and each run's result for it, nil where a run lacks it.
    package struct MatchedCase: Sendable {
        /// What makes it the same case in every run.
        package var key: CaseKey
        /// One entry per run, in the runs' order.
        package var results: [CaseResult?]

        /// The labels of the runs that have the case, when some lack it; nil when every run has it.
        package func onlyIn(_ runs: [Run]) -> [String]? {
            let present = zip(runs, results).compactMap { $1 == nil ? nil : $0.label }
            return present.count == runs.count ? nil : present
        }
    }

    /// The runs, in the order given.
    package let runs: [Run]

    /// Labels each of `files` after its `host` metadata (`unknown` when it has none); a second run of a host on
    /// another CPU is told apart by that CPU where its `cpu_id` says it (`vm`, `vm-amd-f26m2`: one host name, as a
    /// cloud VM's often is, on two machines), else numbered (`vm-2`), as is a second run on the same CPU.
    package init(_ files: [(source: String, file: ResultsFile)]) {
        var runs: [Run] = []
        for (source, file) in files {
            let host = (file.metadata(.host) ?? "").split(whereSeparator: { $0.isWhitespace || $0 == "," }).joined(separator: "_")
            var base = host.isEmpty ? "unknown" : host
            let cpu = file.metadata(.cpuID)
            if let first = runs.first(where: { $0.label == base }), first.file.metadata(.cpuID) != cpu, let tag = cpu.flatMap(Self.cpuTag) {
                base = "\(base)-\(tag)"
            }
            var label = base
            var number = 2
            while runs.contains(where: { $0.label == label }) {
                label = "\(base)-\(number)"
                number += 1
            }
            runs.append(Run(source: source, label: label, file: file))
        }
        self.runs = runs
    }

    /// A short name for a CPU from its `cpu_id`: `amd-f26m2` for `AuthenticAMD family 26 model 2 stepping 1`,
    /// `intel-f6m207` for `GenuineIntel family 6 model 207 ...`; nil when it does not name a family and model.
    static func cpuTag(_ identity: String) -> String? {
        let words = identity.split(separator: " ")
        guard let family = words.firstIndex(of: "family").map({ words.index(after: $0) }), family < words.endIndex,
              let model = words.firstIndex(of: "model").map({ words.index(after: $0) }), model < words.endIndex else { return nil }
        let vendor = identity.hasPrefix("AuthenticAMD") ? "amd-" : identity.hasPrefix("GenuineIntel") ? "intel-" : ""
        return "\(vendor)f\(words[family])m\(words[model])"
    }

    /// Every case of every run, in the order first seen, with each run's result.
    package var cases: [MatchedCase] {
        var order: [CaseKey] = []
        var found: [CaseKey: [CaseResult?]] = [:]
        for (index, run) in runs.enumerated() {
            for result in run.file.results {
                let key = CaseKey(result)
                if found[key] == nil {
                    order.append(key)
                    found[key] = Array(repeating: nil, count: runs.count)
                }
                found[key]?[index] = result
            }
        }
        return order.map { MatchedCase(key: $0, results: found[$0] ?? []) }
    }

    /// The stand-ins the charts take for the primitives' names (`ChartNames`), over every run.
    package var chartNames: ChartNames {
        ChartNames(runs.flatMap { $0.file.results.map(\.primitive) })
    }

    /// One results file holding every run's rows, each with its run's label in the `host` column, for the charts.
    ///
    /// Metadata the runs agree on is kept; `runs` describes each run, separated by ` | `, `hosts` lists the
    /// labels in order, and `effective_cpus` lists each distinct count (space-separated) when the runs differ.
    /// Each primitive is named by its stand-in in `chartNames`.
    package var mergedText: String {
        var text = "# schema: \(ResultsSchema.tag)\n"
        for key: EnvironmentKey in [.platform, .cpuModel, .swift, .build, .date, .effectiveCPUs] {
            let values = runs.map { $0.file.metadata(key) ?? "" }
            if Set(values).count == 1, let value = values.first, !value.isEmpty {
                text += "# \(key.rawValue): \(value)\n"
            } else if key == .effectiveCPUs {
                let counts = Set(values.compactMap { Int($0) }).sorted()
                if !counts.isEmpty { text += "# \(key.rawValue): \(counts.map(String.init).joined(separator: " "))\n" }
            }
        }
        text += "# hosts: \(runs.map(\.label).joined(separator: " "))\n"
        text += "# runs: \(runs.map(\.description).joined(separator: " | "))\n"
        CSV.writeRecord(ResultsColumn.allCases.map(\.rawValue), to: &text)
        let names = chartNames
        for run in runs {
            for var result in run.file.results {
                result.primitive = names.standIn(for: result.primitive)
                CSV.writeRecord(ResultsRow.fields(of: result, host: run.label), to: &text)
            }
        }
        return text
    }
}

extension RunSet.Run: CustomStringConvertible {
    /// `vm: Linux, AMD EPYC, 2 CPUs, Swift 6.3.1, 2026-11-21`: what a chart's subtitle says about the run.
    package var description: String {
        let cpus = file.metadata(.effectiveCPUs).map { "\($0) CPUs" }
        let swift = file.metadata(.swift).map { "Swift \($0)" }
        let date = file.metadata(.date).map { String($0.prefix(10)) }
        let parts = [file.metadata(.platform), file.metadata(.cpuModel), cpus, swift, date].compactMap { $0 }
        return "\(label): " + (parts.isEmpty ? "no environment recorded" : parts.joined(separator: ", "))
    }
}
