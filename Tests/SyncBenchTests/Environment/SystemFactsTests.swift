@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

/// What `bench system` reads, parsed from fixed text, and waiting for a steady host on fixed readings.
@Suite("bench system's parsers and the wait for a steady host")
struct SystemFactsTests {
    static let stat = """
        cpu  100 5 50 800 20 3 2 20 0 0
        cpu0 50 2 25 400 10 1 1 10 0 0
        """

    @Test("Steal and all ticks from /proc/stat, and the shares between two snapshots")
    func steal() throws {
        let ticks = try #require(SystemFiles.stealTicks(stat: Self.stat))
        #expect(ticks.steal == 20 && ticks.total == 1_000)
        let earlier = try #require(HostActivity(stat: Self.stat))
        #expect(earlier.busy == 180)
        let later = HostActivity(busy: 280, steal: 30, total: 1_200)
        let shares = try #require(later.shares(since: earlier))
        let steal = try #require(shares.steal)
        #expect(abs(shares.busy - 0.5) < 1e-12 && abs(steal - 0.05) < 1e-12)
        #expect(earlier.shares(since: earlier) == nil)
        // Darwin counts no steal.
        let darwin = try #require(HostActivity(busy: 300, steal: nil, total: 4_000).shares(since: HostActivity(busy: 100, steal: nil, total: 2_000)))
        #expect(darwin.busy == 0.1 && darwin.steal == nil)
        #expect(SystemFiles.stealTicks(stat: "cpu 1 2 3") == nil)
    }

    @Test("CPU lists, load averages and the hypervisor flag")
    func parsers() {
        #expect(SystemFiles.cpuList("0-3,6\n") == [0, 1, 2, 3, 6])
        #expect(SystemFiles.cpuList("\n") == [])
        #expect(SystemFiles.cpuList("3-1") == nil)
        #expect(SystemFiles.loadAverages(loadavg: "0.52 0.41 0.30 1/81 1234\n") == [0.52, 0.41, 0.30])
        #expect(SystemFiles.loadAverages(loadavg: "garbage") == nil)
        #expect(SystemFiles.runsUnderHypervisor(cpuinfo: "processor : 0\nflags\t\t: fpu vme hypervisor lahf_lm\n") == true)
        #expect(SystemFiles.runsUnderHypervisor(cpuinfo: "flags : fpu vme\n") == false)
        // arm64 lists Features, and no flag tells a guest there.
        #expect(SystemFiles.runsUnderHypervisor(cpuinfo: "processor : 0\nFeatures : fp asimd evtstrm\nCPU part : 0xd0c\n") == nil)
    }

    @Test("Virtualization: a hypervisor by name from /sys/hypervisor or DMI, a guest by its flag alone, else none detected")
    func virtualization() {
        func describe(_ vendor: String?, _ product: String?, type: String? = nil, flag: Bool? = false) -> String? {
            Virtualization.describe(dmiVendor: vendor, dmiProduct: product, hypervisorType: type, guestFlag: flag)
        }
        #expect(describe("QEMU", "Standard PC (i440FX + PIIX, 1996)", flag: true) == "QEMU guest (QEMU Standard PC (i440FX + PIIX, 1996))")
        #expect(describe("Red Hat", "KVM") == "KVM guest (Red Hat KVM)")
        #expect(describe("Amazon EC2", "m7g.large", flag: nil) == "Amazon EC2 guest (Amazon EC2 m7g.large)")
        #expect(describe("Amazon EC2", "m5.metal") == "none detected (Amazon EC2 m5.metal)")
        #expect(describe("Google", "Google Compute Engine", flag: true) == "Google Compute Engine guest (Google Google Compute Engine)")
        #expect(describe("Microsoft Corporation", "Virtual Machine") == "Microsoft Hyper-V guest (Microsoft Corporation Virtual Machine)")
        #expect(describe("Microsoft Corporation", "Surface Laptop 5") == "none detected (Microsoft Corporation Surface Laptop 5)")
        #expect(describe("VMware, Inc.", "VMware7,1") == "VMware guest (VMware, Inc. VMware7,1)")
        #expect(describe("innotek GmbH", "VirtualBox") == "VirtualBox guest (innotek GmbH VirtualBox)")
        #expect(describe("Xen", "HVM domU") == "Xen guest (Xen HVM domU)")
        #expect(describe(nil, nil, type: "xen", flag: nil) == "Xen guest")
        #expect(describe("Firecracker", nil) == "Firecracker guest (Firecracker)")
        #expect(describe("Dell Inc.", "PowerEdge R640") == "none detected (Dell Inc. PowerEdge R640)")
        #expect(describe("Dell Inc.", "PowerEdge R640", flag: true) == "guest of an unnamed hypervisor (Dell Inc. PowerEdge R640)")
        #expect(describe(nil, nil, flag: true) == "guest of an unnamed hypervisor")
        #expect(describe(nil, nil, flag: false) == "none detected")
        // An arm64 guest without DMI tells nothing: no flag to read.
        #expect(describe(nil, nil, flag: nil) == nil)
    }

    /// Waits on `readings`, one per quarter second of a fake clock, up to `limit` seconds.
    static func wait(_ readings: [Double], limit: Double) -> (SteadyWait.Outcome, Int) {
        var index = 0
        var clock: UInt64 = 0
        var reports = 0
        let outcome = SteadyWait.wait(
            limit: UInt64(limit * 1e9), stop: StopSignal(),
            probe: {
                defer { index += 1 }
                return readings[min(index, readings.count - 1)]
            },
            now: { clock }, sleep: { clock += $0 }, progress: { _, _ in reports += 1 }
        )
        return (outcome, reports)
    }

    @Test("The wait ends once five seconds of readings hold still, and reports every restless five seconds")
    func waitsForSteadiness() {
        let restless = (0..<40).map { $0 % 2 == 0 ? 2.0 : 3.0 }
        let (outcome, reports) = Self.wait(restless + Array(repeating: 2.5, count: 20), limit: 600)
        guard case .held(let waited, let steadiness) = outcome else {
            Issue.record("did not hold: \(outcome)")
            return
        }
        // Steady at the 56th reading: the window's first block of five is 2, 3, 2, 3, 2.5, whose median is
        // the steady level, and the other three blocks are steady readings.
        #expect(waited == 55 * SteadyWait.interval && steadiness.spread == 0)
        #expect(reports == 2)
        #expect(outcome.description == "held after 13.8 s (spread 0.0%)")
    }

    @Test("A host that never holds still is given up on at the limit, and the run measures anyway")
    func givesUp() {
        let (outcome, _) = Self.wait((0..<100).map { $0 % 2 == 0 ? 2.0 : 3.0 }, limit: 10)
        guard case .gaveUp(let waited, let steadiness) = outcome else {
            Issue.record("did not give up: \(outcome)")
            return
        }
        #expect(waited >= 10_000_000_000 && steadiness?.isSteady == false)
        #expect(outcome.description.hasSuffix("(spread 50.0%); measured anyway"))
    }
}
