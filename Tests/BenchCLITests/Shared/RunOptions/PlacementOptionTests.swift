@testable import BenchCLI
import SyncBench
import Testing

@Suite("--placement pins a contended case's workers by the policy, and leaves one thread and 'os' unpinned")
struct PlacementOptionTests {
    static func plan(_ placement: PinningPolicy?, threads: Int) -> RunPlan {
        var options = RunOptions()
        options.placement = placement
        return options.plan(for: BenchmarkCase(benchmark: .contended, subject: .lock(NoLock.self), threads: threads))
    }

    @Test("compact and spread pin what the policy picks on this machine; os, no option and one thread pin nothing")
    func pinsByThePolicy() {
        for policy in [PinningPolicy.compact, .spread] {
            #expect(Self.plan(policy, threads: 2).workerCPUs == RunOptions.pinnedCPUs(policy, threads: 2))
            #expect(Self.plan(policy, threads: 1).workerCPUs == nil)
        }
        #expect(Self.plan(.os, threads: 2).workerCPUs == nil && Self.plan(nil, threads: 2).workerCPUs == nil)
    }

    @Test("The metadata line names the policy and, where something can be pinned, the CPUs of two threads")
    func metadata() {
        var options = RunOptions()
        #expect(options.placementMetadata.value.hasPrefix("os"))
        options.placement = .compact
        let line = options.placementMetadata.value
        if let cpus = RunOptions.pinnedCPUs(.compact, threads: 2) {
            #expect(line == "compact (2 threads on \(cpus.map(String.init).joined(separator: ",")))")
        } else {
            #expect(line == "compact, but nothing can be pinned here")
        }
    }
}
