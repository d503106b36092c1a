import SyncBench
import TestSupport
import Testing

/// The topology read from sysfs fixture trees: each level's domains, the levels pairs of CPUs meet at, and files
/// that are missing, garbled or disagree, which leave their level unknown.
@Suite("The CPU topology, read from sysfs trees of known machines and of broken ones")
struct CPUTopologyTests {
    /// The domains of each level `topology` knows, by level name.
    static func domains(_ topology: CPUTopology) -> [String: [[Int]]] {
        Dictionary(uniqueKeysWithValues: topology.levels.map { ($0.level.name, $0.groups) })
    }

    @Test("One socket with SMT: cores of two siblings, an L2 a core, one L3; pairs share a core or the L3")
    func oneSocketSMT() throws {
        let topology = try SysfsTopology.oneSocketSMT.read()
        #expect(topology.cpus == Array(0..<8))
        // Each package is one die, so the die is left out.
        #expect(topology.levels.map(\.level) == [.core, .cache(2), .cache(3), .package])
        #expect(Self.domains(topology)["core"] == [[0, 4], [1, 5], [2, 6], [3, 7]])
        #expect(Self.domains(topology)["L3"] == [Array(0..<8)])
        #expect(topology.unknown.isEmpty)
        #expect(topology.sharedLevel(1, 5) == .core && topology.sharedLevel(1, 2) == .cache(3))
        #expect(topology.pairLevels(among: Array(0..<8)) == [.core, .cache(3)])
        // Without CPUs 4-7 no two CPUs share a core.
        #expect(topology.pairLevels(among: [0, 1, 2, 3]) == [.cache(3)])
    }

    @Test("Two CCXs: an L3 each, so pairs share a core, an L3 or only the package")
    func twoCCX() throws {
        let topology = try SysfsTopology.twoCCX.read()
        #expect(Self.domains(topology)["L3"] == [[0, 1, 2, 3, 8, 9, 10, 11], [4, 5, 6, 7, 12, 13, 14, 15]])
        #expect(topology.pairLevels(among: topology.cpus) == [.core, .cache(3), .package])
        #expect(topology.sharedLevel(0, 12) == .package)
        // Where the dies split the package (a die a CCX), the die is kept.
        var dies = SysfsTopology.twoCCX
        for cpu in 0..<16 { dies.files["cpu\(cpu)/topology/die_cpus_list"] = dies.files["cpu\(cpu)/cache/index3/shared_cpu_list"] }
        #expect(try dies.read().levels.map(\.level) == [.core, .cache(2), .cache(3), .die, .package])
    }

    @Test("Two sockets under an old kernel: the old file names, no die, an L3 a package; pairs across them share only the machine")
    func twoSockets() throws {
        let topology = try SysfsTopology.twoSockets.read()
        #expect(topology.levels.map(\.level) == [.core, .cache(2), .cache(3), .package])
        #expect(Self.domains(topology)["package"] == [[0, 1, 2, 3], [4, 5, 6, 7]])
        #expect(topology.unknown.isEmpty)
        #expect(topology.pairLevels(among: topology.cpus) == [.cache(3), .machine])
    }

    @Test("A VM's flat list has one level: every CPU its own core under one L3, or without cache files under one package")
    func flatVM() throws {
        let topology = try SysfsTopology.flatVM.read()
        #expect(topology.pairLevels(among: [0, 1]) == [.cache(3)])
        let withoutCaches = try SysfsTopology.flatVM.without("/cache/").read()
        #expect(withoutCaches.levels.map(\.level) == [.core, .package])
        #expect(withoutCaches.unknown.isEmpty)
        #expect(withoutCaches.pairLevels(among: [0, 1]) == [.package])
        // Shown as one core of two threads (a 2-vCPU cloud instance), the one level is the core.
        var oneCore = SysfsTopology.flatVM
        oneCore.files["cpu0/topology/core_cpus_list"] = "0-1\n"
        oneCore.files["cpu1/topology/core_cpus_list"] = "0-1\n"
        #expect(try oneCore.read().pairLevels(among: [0, 1]) == [.core])
    }

    @Test("A missing or garbled file leaves its level unknown, and the other levels stand")
    func brokenFiles() throws {
        var missing = SysfsTopology.oneSocketSMT.without("cpu3/topology/core_cpus_list")
        #expect(try missing.read().unknown == [.core])
        // The old name stands in for the new one.
        missing.files["cpu3/topology/thread_siblings_list"] = "3,7\n"
        #expect(try missing.read().unknown.isEmpty)

        var garbled = SysfsTopology.oneSocketSMT
        garbled.files["cpu5/cache/index3/shared_cpu_list"] = "0-x\n"
        let topology = try garbled.read()
        #expect(topology.unknown == [.cache(3)])
        #expect(topology.levels.map(\.level) == [.core, .cache(2), .package])
        #expect(topology.pairLevels(among: topology.cpus) == [.core, .package])

        // An index whose level does not read cannot be placed: CPU 1 has no L3, so the L3 is unknown.
        var level = SysfsTopology.oneSocketSMT
        level.files["cpu1/cache/index3/level"] = "three\n"
        #expect(try level.read().unknown == [.cache(3)])

        // A die on some CPUs only is unknown; on none, it is not described, and not unknown.
        #expect(try SysfsTopology.oneSocketSMT.without("cpu2/topology/die_cpus_list").read().unknown == [.die])
        #expect(try SysfsTopology.oneSocketSMT.without("die_cpus_list").read().unknown.isEmpty)
    }

    @Test("Lists that leave their own CPU out or overlap without agreeing make the level unknown")
    func disagreeingLists() throws {
        var overlapping = SysfsTopology.oneSocketSMT
        overlapping.files["cpu4/topology/core_cpus_list"] = "4-5\n"
        #expect(try overlapping.read().unknown == [.core])
        var foreign = SysfsTopology.oneSocketSMT
        foreign.files["cpu0/topology/package_cpus_list"] = "1-7\n"
        #expect(try foreign.read().unknown == [.package])
    }

    @Test("Offline CPUs in a list are left out; without an online list nothing is described, and nothing crashes")
    func onlineCPUs() throws {
        var halfOnline = SysfsTopology.oneSocketSMT
        halfOnline.files["online"] = "0-3\n"
        let topology = try halfOnline.read()
        #expect(topology.cpus == [0, 1, 2, 3])
        #expect(Self.domains(topology)["core"] == [[0], [1], [2], [3]])
        #expect(topology.unknown.isEmpty)

        let nothing = try SysfsTopology.oneSocketSMT.without("online").read()
        #expect(nothing.cpus.isEmpty && nothing.levels.isEmpty && nothing.unknown == [.core, .package])
        #expect(nothing.pairLevels(among: [0, 1]) == [.machine])
        #expect(CPUTopology.read(root: "/nonexistent/sysfs").levels.isEmpty)
    }

    @Test("A CPU list is written back as the kernel writes it")
    func cpuListText() {
        #expect(SystemFiles.cpuListText([0, 1, 2, 3, 6]) == "0-3,6")
        #expect(SystemFiles.cpuListText([0, 8]) == "0,8")
        #expect(SystemFiles.cpuListText([5]) == "5")
        #expect(SystemFiles.cpuListText([]) == "")
        for list in [[0, 1], [0, 2, 3, 4, 9, 10], [7]] {
            #expect(SystemFiles.cpuList(SystemFiles.cpuListText(list)) == list)
        }
    }
}
