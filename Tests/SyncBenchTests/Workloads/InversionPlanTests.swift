import SyncBench
import Testing

@Suite("Priority inversion: the plan, and whether its premise held", .serialized)
struct InversionPlanTests {
    @Test func thePlanFollowsWhatTheMachineAllows() {
        #expect(InversionPlan.choose(priorityRefusal: "SCHED_FIFO refused", pinnableCPU: 0, cpus: 2) == .unavailable("SCHED_FIFO refused"))
        #expect(InversionPlan.choose(priorityRefusal: nil, pinnableCPU: 3, cpus: 8) == .pinned(cpu: 3))
        #expect(InversionPlan.choose(priorityRefusal: nil, pinnableCPU: nil, cpus: 10) == .spread(mediums: 10))
        guard case .unavailable = InversionPlan.choose(priorityRefusal: nil, pinnableCPU: nil, cpus: 0) else {
            Issue.record("no CPUs, yet a plan")
            return
        }
        let pinned = InversionPlan.pinned(cpu: 3)
        #expect((pinned.cpu, pinned.mediums, pinned.needsPremiseCheck) == (3, 1, false))
        let spread = InversionPlan.spread(mediums: 10)
        #expect((spread.cpu, spread.mediums, spread.needsPremiseCheck) == (nil, 10, true))
    }

    @Test("The premise held when the control's wait stretched to half the burst or more")
    func premiseVerdict() throws {
        let burst: UInt64 = 20_000_000
        #expect(InversionPremise.verdict(controlWaits: [20_010_000, 19_990_000, 20_100_000], burstNanoseconds: burst) == nil)
        #expect(InversionPremise.verdict(controlWaits: [10_000_000], burstNanoseconds: burst) == nil)
        let reason = try #require(InversionPremise.verdict(controlWaits: [58_000, 70_000, 60_000], burstNanoseconds: burst))
        #expect(reason.hasPrefix("the premise did not hold here"))
        #expect(reason.contains("waited 60 us (median of 3 control rounds)"))
        #expect(reason.contains("20 ms burst"))
        #expect(InversionPremise.verdict(controlWaits: [], burstNanoseconds: burst) == "the premise could not be checked: no control round ran")
    }

    @Test("An unavailable plan is reported, not run")
    func unavailablePlan() {
        guard case .unavailable(let reason) = PriorityInversionRunner.measure(PthreadMutex.self, rounds: 3, plan: .unavailable("no way")) else {
            Issue.record("an unavailable plan ran")
            return
        }
        #expect(reason == "no way")
    }

    /// One spinner only: with real-time priorities (Linux as root) a spinner on every CPU would starve every
    /// other test running beside this one for the length of the rounds. On a machine of several CPUs one
    /// spinner leaves the low thread a CPU, so the control finds the premise broken and says so.
    @Test("Without pinning the rounds end with a wait each, or the control shows why the figures would mislead")
    func spreadPlanEndsOrExplains() {
        switch PriorityInversionRunner.measure(PthreadMutex.self, rounds: 2, plan: .spread(mediums: 1)) {
        case .waits(let waits):
            #expect(waits.count == 2)
            #expect(waits.allSatisfy { $0 > 0 })
        case .unavailable(let reason):
            #expect(!reason.isEmpty)
        case .stuck:
            Issue.record("a round did not end within its bound")
        }
    }
}
