import SyncBenchCore

extension Findings {
    /// The kernels' leaders: for each built-in kernel's headline shape (the first workload of its benchmark in
    /// `usable`, the order a run measures them in) and each kernel of a package's own, the fastest subject at each
    /// thread count, beside the counter loop's leader at that count and the estimate among `paired` of the leader
    /// against its runner-up, and where the leader sinks beyond the CPUs in the counter loop (`sinking`). Locks are
    /// ranked, and in the tasks kernel the actor too.
    static func kernelLeaders(
        _ usable: [CaseResult], counterLeaders: [Int: String], paired: [PairedEstimate], sinking: (String) -> Sinking?
    ) -> [Finding] {
        var found: [Finding] = []
        for shape in headlineShapes(usable) {
            let rows = usable.filter {
                $0.benchmark == shape.benchmark && $0.workload == shape.workload && ($0.role == .lock || ($0.benchmark == .tasks && $0.role == .executor))
            }
            for threads in Array(Set(rows.map(\.threads))).sorted() {
                let ranked = rows.filter { $0.threads == threads }.sorted { $0.nanosecondsPerOperation! < $1.nanosecondsPerOperation! }
                guard let best = ranked.first else { continue }
                let runnerUp = ranked.dropFirst().first
                var leader = KernelLeader(
                    benchmark: shape.benchmark, workload: shape.workload, best: figure(best, \.operationsPerSecond),
                    runnerUp: runnerUp.map { figure($0, \.operationsPerSecond) }, counterLeader: counterLeaders[threads]
                )
                leader.paired = runnerUp.flatMap {
                    estimate(in: paired, benchmark: shape.benchmark, workload: shape.workload, threads: threads, best.primitive, $0.primitive)
                }
                leader.sinks = sinking(best.primitive)
                found.append(.kernelLeader(leader))
            }
        }
        return found
    }

    /// The headline shape of each built-in kernel among `rows` (the first workload of its benchmark, the order a run
    /// measures them in) and every shape of a kernel of a package's own, in the order the rows give them.
    static func headlineShapes(_ rows: [CaseResult]) -> [(benchmark: Benchmark, workload: String)] {
        var shapes: [(benchmark: Benchmark, workload: String)] = []
        for row in rows where row.benchmark.isKernel {
            let seen = shapes.contains { $0.benchmark == row.benchmark && ($0.workload == row.workload || row.benchmark != .kernel) }
            if !seen { shapes.append((row.benchmark, row.workload)) }
        }
        return shapes
    }
}
