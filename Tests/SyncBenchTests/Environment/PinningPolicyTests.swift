import SyncBench
import TestSupport
import Testing

/// What each pinning policy picks on fixture topologies: compact fills a core, then a cache domain; spread goes
/// as far apart as the machine allows; os pins nothing; only allowed CPUs, and more threads than CPUs wrap.
@Suite("Pinning policies on the topologies of known machines")
struct PinningPolicyTests {
    /// The CPUs `policy` pins `threads` workers to on `topology`, every CPU of it allowed unless told.
    static func pick(_ policy: PinningPolicy, _ threads: Int, _ topology: CPUTopology, allowed: [Int]? = nil) -> [Int]? {
        policy.workerCPUs(threads: threads, topology: topology, allowed: allowed ?? topology.cpus)
    }

    @Test("One socket with SMT: compact takes siblings, then the next core; spread one thread a core first")
    func oneSocketSMT() throws {
        let topology = try SysfsTopology.oneSocketSMT.read()
        #expect(Self.pick(.compact, 2, topology) == [0, 4])
        #expect(Self.pick(.compact, 4, topology) == [0, 4, 1, 5])
        #expect(Self.pick(.spread, 2, topology) == [0, 1])
        #expect(Self.pick(.spread, 6, topology) == [0, 1, 2, 3, 4, 5])
    }

    @Test("Two CCXs: compact stays in one CCX's L3, spread crosses to the other")
    func twoCCX() throws {
        let topology = try SysfsTopology.twoCCX.read()
        #expect(Self.pick(.compact, 2, topology) == [0, 8])
        #expect(Self.pick(.compact, 8, topology) == [0, 8, 1, 9, 2, 10, 3, 11])
        #expect(Self.pick(.compact, 10, topology) == [0, 8, 1, 9, 2, 10, 3, 11, 4, 12])
        #expect(Self.pick(.spread, 2, topology) == [0, 4])
        #expect(Self.pick(.spread, 4, topology) == [0, 4, 1, 5])
        #expect(Self.pick(.spread, 9, topology) == [0, 4, 1, 5, 2, 6, 3, 7, 8])
        // With two cores of the second CCX allowed, spread still takes every core once before any second sibling.
        let mask = [0, 1, 2, 3, 8, 9, 10, 11, 4, 5, 12, 13]
        #expect(Self.pick(.spread, 8, topology, allowed: mask) == [0, 4, 1, 5, 2, 3, 8, 12])
    }

    @Test("Two sockets: compact stays in one package, spread crosses packages")
    func twoSockets() throws {
        let topology = try SysfsTopology.twoSockets.read()
        #expect(Self.pick(.compact, 2, topology) == [0, 1])
        #expect(Self.pick(.spread, 2, topology) == [0, 4])
        #expect(Self.pick(.spread, 3, topology) == [0, 4, 1])
        #expect(topology.sharedLevel(0, 4) == .machine)
    }

    @Test("A VM's flat list: compact and spread pick the same two CPUs")
    func flatVM() throws {
        for topology in [try SysfsTopology.flatVM.read(), try SysfsTopology.flatVM.without("/cache/").read()] {
            #expect(Self.pick(.compact, 2, topology) == [0, 1])
            #expect(Self.pick(.spread, 2, topology) == [0, 1])
        }
    }

    @Test("os pins nothing; no allowed CPU (macOS, an unread mask) pins nothing under any policy")
    func nothingPinned() throws {
        let topology = try SysfsTopology.oneSocketSMT.read()
        #expect(Self.pick(.os, 2, topology) == nil)
        for policy in PinningPolicy.allCases {
            #expect(Self.pick(policy, 2, topology, allowed: []) == nil)
        }
    }

    @Test("CPUs outside the allowed mask are never picked; an allowed CPU the topology does not describe shares nothing")
    func allowedMask() throws {
        let topology = try SysfsTopology.oneSocketSMT.read()
        // CPU 4, CPU 0's sibling, is not allowed: compact takes the lowest core that still has two.
        #expect(Self.pick(.compact, 2, topology, allowed: [5, 0, 1, 2, 3]) == [1, 5])
        #expect(Self.pick(.compact, 3, topology, allowed: [0, 1, 2, 3, 5]) == [0, 1, 5])
        #expect(Self.pick(.spread, 2, topology, allowed: [4, 0]) == [0, 4])
        let vm = try SysfsTopology.flatVM.read()
        #expect(Self.pick(.compact, 2, vm, allowed: [0, 1, 2]) == [0, 1])
        #expect(Self.pick(.spread, 2, vm, allowed: [0, 1, 2]) == [0, 2])
    }

    @Test("More threads than allowed CPUs wrap around, in the policy's order")
    func wrapAround() throws {
        let vm = try SysfsTopology.flatVM.read()
        #expect(Self.pick(.compact, 5, vm) == [0, 1, 0, 1, 0])
        let smt = try SysfsTopology.oneSocketSMT.read()
        #expect(Self.pick(.spread, 10, smt) == [0, 1, 2, 3, 4, 5, 6, 7, 0, 1])
        #expect(Self.pick(.compact, 3, smt, allowed: [2, 6]) == [2, 6, 2])
    }

    @Test("An unknown topology pins to the lowest allowed CPUs under either policy")
    func unknownTopology() throws {
        let nothing = try SysfsTopology.oneSocketSMT.without("online").read()
        #expect(Self.pick(.compact, 2, nothing, allowed: [3, 1, 2]) == [1, 2])
        #expect(Self.pick(.spread, 2, nothing, allowed: [3, 1, 2]) == [1, 2])
    }
}
