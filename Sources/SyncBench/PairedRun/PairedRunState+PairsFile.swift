extension PairedRunState {
    /// The pairs file of a paired run (`bench ab` writes it as `pairs.csv` beside both sides' results files):
    /// every pair, one a row, in the cases' order, with what each fork measured, which side went first, and
    /// the log ratio the verdict is drawn from.
    public var pairsText: String {
        var text = ""
        CSV.writeRecord(["benchmark", "primitive", "workload", "threads", "pair", "first", "baseline_ns_per_op", "current_ns_per_op", "log_ratio"], to: &text)
        for record in cases {
            let benchmarkCase = record.benchmarkCase
            for (number, pair) in record.track.pairs.enumerated() {
                CSV.writeRecord(
                    [benchmarkCase.benchmark.rawValue, benchmarkCase.subject.name, benchmarkCase.workload, String(benchmarkCase.threads),
                     String(number + 1), pair.currentFirst ? "current" : "baseline", "\(pair.baseline)", "\(pair.current)", "\(pair.logRatio)"],
                    to: &text
                )
            }
        }
        return text
    }
}
