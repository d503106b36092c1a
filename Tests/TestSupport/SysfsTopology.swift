import Foundation
import SyncBench

/// A machine's CPU topology as Linux's sysfs shows it: the files `CPUTopology` reads, by path below
/// `/sys/devices/system/cpu`, for machines of known shape, which a test may garble or cut before reading them
/// back from a temporary folder.
package struct SysfsTopology: Sendable {
    /// Each file's text, by its path below the sysfs root (`cpu0/topology/core_cpus_list`).
    package var files: [String: String]

    /// A machine whose CPUs `0..<cpus` make the given domains (each a list of CPU lists), every CPU with an L1
    /// data and an L1 instruction cache of its core's, then the caches of each level in `caches`.
    /// - Parameters:
    ///   - dies: where the kernel has `die_cpus_list`; nil for one too old to.
    ///   - oldNames: the names before Linux 5.6 (`thread_siblings_list`, `core_siblings_list`).
    package init(cpus: Int, cores: [[Int]], caches: [Int: [[Int]]], dies: [[Int]]?, packages: [[Int]], oldNames: Bool = false) {
        func list(_ domains: [[Int]], _ cpu: Int) -> String {
            SystemFiles.cpuListText(domains.first { $0.contains(cpu) } ?? [cpu]) + "\n"
        }
        files = ["online": "0-\(cpus - 1)\n"]
        for cpu in 0..<cpus {
            let topology = "cpu\(cpu)/topology/"
            files[topology + (oldNames ? "thread_siblings_list" : "core_cpus_list")] = list(cores, cpu)
            files[topology + (oldNames ? "core_siblings_list" : "package_cpus_list")] = list(packages, cpu)
            if let dies { files[topology + "die_cpus_list"] = list(dies, cpu) }
            let levels = [(1, "Data", cores), (1, "Instruction", cores)] + caches.sorted { $0.key < $1.key }.map { ($0.key, "Unified", $0.value) }
            for (index, (level, type, domains)) in levels.enumerated() {
                let folder = "cpu\(cpu)/cache/index\(index)/"
                files[folder + "level"] = "\(level)\n"
                files[folder + "type"] = "\(type)\n"
                files[folder + "shared_cpu_list"] = list(domains, cpu)
            }
        }
    }

    /// One socket, 4 cores of 2 SMT siblings (CPU n and n + 4), an L2 a core, one L3.
    package static let oneSocketSMT = SysfsTopology(
        cpus: 8, cores: [[0, 4], [1, 5], [2, 6], [3, 7]], caches: [2: [[0, 4], [1, 5], [2, 6], [3, 7]], 3: [Array(0..<8)]],
        dies: [Array(0..<8)], packages: [Array(0..<8)]
    )

    /// AMD Zen with two CCXs: 8 cores of 2 siblings (n and n + 8), an L2 a core, an L3 a CCX of 4 cores (CPUs 0-3
    /// and 8-11, 4-7 and 12-15), one package.
    package static let twoCCX = SysfsTopology(
        cpus: 16, cores: (0..<8).map { [$0, $0 + 8] },
        caches: [2: (0..<8).map { [$0, $0 + 8] }, 3: [[0, 1, 2, 3, 8, 9, 10, 11], [4, 5, 6, 7, 12, 13, 14, 15]]],
        dies: [Array(0..<16)], packages: [Array(0..<16)]
    )

    /// Two sockets of 4 cores without SMT (CPUs 0-3 and 4-7), each package its own L3, under a kernel older than
    /// Linux 5.6: the old file names, and no die.
    package static let twoSockets = SysfsTopology(
        cpus: 8, cores: (0..<8).map { [$0] }, caches: [2: (0..<8).map { [$0] }, 3: [[0, 1, 2, 3], [4, 5, 6, 7]]],
        dies: nil, packages: [[0, 1, 2, 3], [4, 5, 6, 7]], oldNames: true
    )

    /// A 2-vCPU KVM guest as QEMU shows it (this development VM): each vCPU its own core with its own L2, one L3,
    /// one package.
    package static let flatVM = SysfsTopology(
        cpus: 2, cores: [[0], [1]], caches: [2: [[0], [1]], 3: [[0, 1]]], dies: [[0, 1]], packages: [[0, 1]]
    )

    /// The topology `CPUTopology.read(root:)` finds in these files, written to a temporary folder.
    package func read() throws -> CPUTopology {
        let folder = try TemporaryFolder("sysfs")
        try folder.write(files)
        return withExtendedLifetime(folder) { CPUTopology.read(root: folder.path) }
    }

    /// The files without those whose path contains `part` (`/cache/` takes every cache away).
    package func without(_ part: String) -> SysfsTopology {
        var cut = self
        cut.files = files.filter { !$0.key.contains(part) }
        return cut
    }
}
