import SyncBenchCore

/// Tidy data for pandas and R: one row per (case, window), so that every window is an observation of its own.
///
/// Columns: `host`, `name` (as in the other exports), `benchmark`, `primitive`, `workload`, `threads`, `round`
/// (from 1), `window` (from 1, within the case), `ns_per_op` (the window's figure, exactly as in
/// `samples_ns_per_op`), `noisy` (`yes` when the case was measured while other processes were busy, else `no`,
/// empty when not measured). Fields are quoted per RFC 4180 where needed.
package enum LongCSVExport {
    /// The header row.
    package static let columns = ["host", "name", "benchmark", "primitive", "workload", "threads", "round", "window", "ns_per_op", "noisy"]

    /// Writes the header and one row per window of every exported case of `file` to `stream`.
    package static func write<Stream: TextOutputStream>(_ file: ResultsFile, to stream: inout Stream) {
        CSV.writeRecord(columns, to: &stream)
        let host = file.metadata(.host) ?? ""
        for exported in ExportedCase.select(from: file).exported {
            let result = exported.result
            let noisy = result.cost.map { $0.isNoisy ? "yes" : "no" } ?? ""
            for (index, window) in exported.windowsByRound.enumerated() {
                CSV.writeRecord([
                    host, exported.name, result.benchmark.rawValue, result.primitive, result.workload,
                    String(result.threads), String(window.round), String(index + 1), "\(window.value)", noisy,
                ], to: &stream)
            }
        }
    }
}
