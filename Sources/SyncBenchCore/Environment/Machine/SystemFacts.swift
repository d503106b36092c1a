import Foundation

/// What the machine says about itself that bears on a benchmark: how it is virtualized, how its CPUs are
/// clocked, shared and set aside, and how busy it is: the items of `bench system`. A fact that this platform
/// does not expose is nil, and said so.
@usableFromInline package struct SystemFacts: Sendable, Equatable {
    /// How the machine is virtualized, as `Virtualization.describe` says it: `KVM guest (QEMU Standard PC ...)`,
    /// `guest of an unnamed hypervisor`, or `none detected (Dell Inc. PowerEdge R640)`; nil when nothing
    /// could be read.
    package var virtualization: String?
    /// The share of CPU time stolen by the hypervisor since boot, as a fraction; nil without steal accounting.
    package var stealSinceBoot: Double?
    /// The CPU frequency governors in use, one entry per distinct governor; nil when not exposed (most VMs).
    package var governors: [String]?
    /// Whether boost (turbo) is on; nil when not exposed.
    package var boost: Bool?
    /// Whether simultaneous multithreading is active (Darwin: more logical than physical CPUs); nil when not exposed.
    package var smtActive: Bool?
    /// For each CPU with siblings, the CPUs sharing its core (`0-1`, `0,8`); empty when no CPU shares one.
    package var siblings: [String]
    /// How the CPUs share cores, caches, dies and packages; nil where not exposed (macOS).
    package var topology: CPUTopology?
    /// The CPUs this process may run on, ascending; empty where threads cannot be pinned (macOS).
    package var allowedCPUs: [Int]
    /// The CPUs isolated from the scheduler (`isolcpus`); empty for none; nil when not exposed.
    package var isolatedCPUs: [Int]?
    /// The CPU quota of the process's cgroups.
    package var cgroupQuota: CgroupQuota
    /// The CPUs online.
    package var onlineCPUs: Int
    /// The 1-, 5- and 15-minute load averages; nil where not exposed.
    package var loadAverages: [Double]?
    /// Darwin: performance and efficiency cores, the thermal state and low-power mode; nil elsewhere.
    package var darwin: DarwinFacts?

    /// What macOS tells about its cores and power.
    package struct DarwinFacts: Sendable, Equatable {
        /// Performance and efficiency cores, when the sysctls answer.
        package var cores: CoreKinds?
        /// `nominal`, `fair`, `serious` or `critical`.
        package var thermalState: String
        /// Whether low-power mode is on.
        package var lowPowerMode: Bool

        /// Makes a record from known facts.
        package init(cores: CoreKinds?, thermalState: String, lowPowerMode: Bool) {
            self.cores = cores
            self.thermalState = thermalState
            self.lowPowerMode = lowPowerMode
        }
    }

    /// Makes a record from known facts.
    package init(
        virtualization: String?, stealSinceBoot: Double?, governors: [String]?, boost: Bool?, smtActive: Bool?, siblings: [String],
        isolatedCPUs: [Int]?, cgroupQuota: CgroupQuota, onlineCPUs: Int, loadAverages: [Double]?, topology: CPUTopology? = nil,
        allowedCPUs: [Int] = [], darwin: DarwinFacts? = nil
    ) {
        self.virtualization = virtualization
        self.stealSinceBoot = stealSinceBoot
        self.governors = governors
        self.boost = boost
        self.smtActive = smtActive
        self.siblings = siblings
        self.isolatedCPUs = isolatedCPUs
        self.cgroupQuota = cgroupQuota
        self.onlineCPUs = onlineCPUs
        self.loadAverages = loadAverages
        self.topology = topology
        self.allowedCPUs = allowedCPUs
        self.darwin = darwin
    }

    /// This machine's facts now, with the quota of the process's cgroups as already read.
    package static func read(cgroupQuota: CgroupQuota) -> SystemFacts {
        let online = ProcessInfo.processInfo.processorCount
        #if os(Linux)
        let cpuFolder = CPUTopology.sysfsRoot
        let governors = Set((0..<online).compactMap { text("\(cpuFolder)/cpu\($0)/cpufreq/scaling_governor") })
        let topology = CPUTopology.read(root: cpuFolder)
        let siblings = (topology.domains(.core)?.groups ?? []).filter { $0.count > 1 }.map(SystemFiles.cpuListText)
        let virtualization = Virtualization.describe(
            dmiVendor: text("/sys/class/dmi/id/sys_vendor"), dmiProduct: text("/sys/class/dmi/id/product_name"),
            hypervisorType: text("/sys/hypervisor/type"), guestFlag: file("/proc/cpuinfo").flatMap(SystemFiles.runsUnderHypervisor(cpuinfo:))
        )
        let steal = file("/proc/stat").flatMap(SystemFiles.stealTicks(stat:))
        let noTurbo = text("\(cpuFolder)/intel_pstate/no_turbo").map { $0 == "1" }
        return SystemFacts(
            virtualization: virtualization,
            stealSinceBoot: steal.map { $0.total > 0 ? Double($0.steal) / Double($0.total) : 0 },
            governors: governors.isEmpty ? nil : governors.sorted(),
            boost: text("\(cpuFolder)/cpufreq/boost").map { $0 == "1" } ?? noTurbo.map { !$0 },
            smtActive: text("\(cpuFolder)/smt/active").map { $0 == "1" },
            siblings: siblings,
            isolatedCPUs: file("\(cpuFolder)/isolated").flatMap(SystemFiles.cpuList),
            cgroupQuota: cgroupQuota, onlineCPUs: online,
            loadAverages: file("/proc/loadavg").flatMap(SystemFiles.loadAverages(loadavg:)),
            topology: topology, allowedCPUs: WorkerPlacement.allowedCPUs()
        )
        #else
        var load = [0.0, 0.0, 0.0]
        let averages = getloadavg(&load, 3) == 3 ? load : nil
        #if canImport(Darwin)
        let virtualization = Virtualization.describe(
            dmiVendor: nil, dmiProduct: nil, hypervisorType: nil, guestFlag: Sysctl.integer("kern.hv_vmm_present").map { $0 != 0 }
        )
        let physical = Sysctl.integer("hw.physicalcpu"), logical = Sysctl.integer("hw.logicalcpu")
        let smtActive = physical.flatMap { physical in logical.map { $0 > physical } }
        #else
        let (virtualization, smtActive): (String?, Bool?) = (nil, nil)
        #endif
        return SystemFacts(
            virtualization: virtualization, stealSinceBoot: nil, governors: nil, boost: nil, smtActive: smtActive, siblings: [],
            isolatedCPUs: nil, cgroupQuota: cgroupQuota, onlineCPUs: online, loadAverages: averages,
            darwin: DarwinFacts(
                cores: CoreKinds.current(), thermalState: thermalWord(ProcessInfo.processInfo.thermalState),
                lowPowerMode: ProcessInfo.processInfo.isLowPowerModeEnabled
            )
        )
        #endif
    }

    #if !os(Linux)
    private static func thermalWord(_ state: ProcessInfo.ThermalState) -> String {
        switch state {
        case .nominal: "nominal"
        case .fair: "fair"
        case .serious: "serious"
        case .critical: "critical"
        @unknown default: "unknown"
        }
    }
    #endif

    /// A file's text, or nil when it cannot be read.
    static func file(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    /// A one-line file's text without its line break, or nil when it cannot be read or is empty.
    static func text(_ path: String) -> String? {
        file(path).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
    }
}
