import Dispatch
import SyncBench
import Testing

@Suite("Coordination workloads count what they promise", .serialized)
struct CoordinationTests {
    let plan = RunPlan.deterministic(threads: 2, warmupNanoseconds: 10_000_000, windowNanoseconds: 20_000_000, repetitions: 2)

    @Test("Every enter has its leave")
    func enterLeaveBalances() {
        let measurement = Engine.measure(GroupEnterLeave(), plan: plan)
        #expect(measurement.invariant == .held)
        #expect(measurement.totals.operations > 0)
    }

    @Test("The balance check catches an enter without its leave")
    func missingLeaveIsCaught() {
        let group = DispatchGroup()
        group.enter()
        #expect(GroupBalance.check(group, enters: 1) != .held)
        group.leave()
        #expect(GroupBalance.check(group, enters: 1) == .held)
    }

    @Test("Every fanned-out item runs before notify", arguments: [1, 16])
    func fanOutRunsEveryItem(_ width: Int) {
        var single = plan
        single.threads = 1
        let measurement = Engine.measure(GroupFanOut(width: width), plan: single)
        #expect(measurement.invariant == .held)
        // Every window waited for a fan-out to complete, and the first one after sampling began was timed.
        #expect(measurement.windows.allSatisfy { $0.operations > 0 })
        #expect(measurement.latency[.exclusive] != nil)
    }

    @Test("A dispatched work item runs once; a cancelled one never")
    func workItems() {
        var single = plan
        single.threads = 1
        #expect(Engine.measure(WorkItemDispatchWait(), plan: single).invariant == .held)
        #expect(Engine.measure(WorkItemCancel(), plan: single).invariant == .held)
    }

    @Test("Every event added is delivered in some handler run", arguments: [1, 4])
    func sourceDeliversEveryEvent(_ producers: Int) throws {
        var many = plan
        many.threads = producers
        let measurement = UserDataCoalescing.measure(plan: many)
        #expect(measurement.invariant == .held)
        let coalescing = try #require(measurement.coalescing)
        #expect(coalescing.events == measurement.totals.operations)
        #expect(coalescing.handlerInvocations > 0 && coalescing.handlerInvocations <= coalescing.events)
        #expect(measurement.latency[.exclusive] != nil)
    }

    @Test("Queue hierarchies and QoS variants keep the increments apart")
    func queues() {
        #expect(Engine.measure(QueueHierarchy(workers: 2, direct: false), plan: plan).invariant == .held)
        #expect(Engine.measure(QueueHierarchy(workers: 2, direct: true), plan: plan).invariant == .held)
        #expect(Engine.measure(SyncQoS(caller: .userInitiated, target: .utility), plan: plan).invariant == .held)
    }
}
