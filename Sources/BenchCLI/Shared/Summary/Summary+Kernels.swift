import SyncBench

/// The kernels' tables of the summary: a table per kernel, a row per subject, a column per shape and thread count.
extension Summary {
    /// Throughput in each kernel, for every shape and thread count the run measured; empty without kernels.
    static func kernels(_ results: [CaseResult], effectiveCPUs: Int, terminal: Terminal) -> String {
        var text = ""
        for benchmark in Benchmark.allCases where benchmark.isKernel {
            let rows = results.filter { $0.benchmark == benchmark }
            guard !rows.isEmpty else { continue }
            var shapes: [String] = []
            for row in rows where !shapes.contains(row.workload) {
                shapes.append(row.workload)
            }
            // By thread count, then each shape in the order measured (headline first).
            let columns = Array(Set(rows.map(\.threads))).sorted().flatMap { threads in
                shapes.filter { shape in rows.contains { $0.workload == shape && $0.threads == threads } }.map { (workload: $0, threads: threads) }
            }
            var table = TextTable(header: [benchmark.rawValue] + columns.map { "\($0.workload) @\($0.threads)\($0.threads > effectiveCPUs ? "*" : "")" })
            for primitive in orderedPrimitives(rows) {
                table.rows.append([primitive] + columns.map { column in
                    rows.first { $0.primitive == primitive && $0.workload == column.workload && $0.threads == column.threads }
                        .map { megaOps($0, terminal: terminal) } ?? ""
                })
            }
            text += table.render()
        }
        guard !text.isEmpty else { return "" }
        return "\nKernels: throughput in Mops/s (median) by shape and thread count; a queue operation is a push or a pop, "
            + "an item takes one of each (docs/kernels.md)\n" + text
    }
}
