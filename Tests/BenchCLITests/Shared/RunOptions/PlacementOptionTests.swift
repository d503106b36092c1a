@testable import BenchCLI
import SyncBench
@testable import SyncBenchRuns
import TestSupport
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
        #expect(Self.plan(.os, threads: 2).roundWorkerCPUs == nil && Self.plan(.compact, threads: 2).roundWorkerCPUs == nil)
        #expect(Self.plan(nil, threads: 2).roundWorkerCPUs == RunOptions.alternatingCPUs(threads: 2))
        #expect(Self.plan(nil, threads: 1).roundWorkerCPUs == nil)
    }

    @Test("Without --placement, forks alternate compact and spread where the CPUs meet at more than one level, not on a flat VM")
    func alternatesByTopology() throws {
        func lists(_ fixture: SysfsTopology) throws -> [[Int]]? {
            let topology = try fixture.read()
            return RunOptions.alternatingCPUs(threads: 2, topology: topology, allowed: topology.cpus)
        }
        #expect(try lists(.oneSocketSMT) == [[0, 4], [0, 1]])
        #expect(try lists(.twoCCX) == [[0, 8], [0, 4]])
        #expect(try lists(.twoSockets) == [[0, 1], [0, 4]])
        #expect(try lists(.flatVM) == nil)
        var whole = RunPlan(threads: 2, warmupNanoseconds: 1, windowNanoseconds: 1, repetitions: 4)
        whole.roundWorkerCPUs = try lists(.twoCCX)
        let rounds = (0..<4).map { Interleaving.plan(whole, round: $0, of: 4, batch: nil).workerCPUs }
        #expect(rounds == [[0, 8], [0, 4], [0, 8], [0, 4]])
    }

    @Test("The metadata line names the policy and, where something can be pinned, the CPUs of two threads")
    func metadata() {
        var options = RunOptions()
        #expect(options.placementMetadata.value.hasPrefix(RunOptions.alternatingCPUs(threads: 2) == nil ? "os" : "compact and spread in alternate forks"))
        options.placement = .compact
        let line = options.placementMetadata.value
        if let cpus = RunOptions.pinnedCPUs(.compact, threads: 2) {
            #expect(line == "compact (2 threads on \(cpus.map(String.init).joined(separator: ",")))")
        } else {
            #expect(line == "compact, but nothing can be pinned here")
        }
    }
}
