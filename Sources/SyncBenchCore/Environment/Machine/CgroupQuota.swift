/// The CPU quota the cgroups of this process set: the smallest from its own cgroup up to the root, in either
/// cgroup version (v2's `cpu.max`; v1's `cpu.cfs_quota_us` over `cpu.cfs_period_us` in the `cpu` controller's
/// hierarchy), since a quota on any ancestor caps every cgroup below it.
@usableFromInline package enum CgroupQuota: Sendable, Equatable {
    /// At most this many CPUs (1.5 for a quota of 150 ms every 100 ms).
    case limited(Double)
    /// The cgroup files were read and no level sets a quota.
    case none
    /// No cgroup's CPU files could be read: no cgroup file system where `/proc/self/mountinfo` says, or no
    /// readable quota file.
    case notExposed
    /// The platform has no cgroups (macOS).
    case notApplicable

    /// The quota in CPUs, or nil when none is known.
    package var cpus: Double? {
        if case .limited(let cpus) = self { cpus } else { nil }
    }

    /// The value of the `cgroup_cpu_limit` metadata: the CPUs, `none`, `not exposed` or `not applicable`.
    package var description: String {
        switch self {
        case .limited(let cpus): "\(cpus)"
        case .none: "none"
        case .notExposed: "not exposed"
        case .notApplicable: "not applicable"
        }
    }

    /// This process's quota: read from `/proc` and `/sys` on Linux, `.notApplicable` elsewhere.
    package static func current() -> CgroupQuota {
        #if os(Linux)
        return read(root: "/")
        #else
        return .notApplicable
        #endif
    }

    /// The quota of the process whose `proc/self/cgroup` and `proc/self/mountinfo` lie under `root` (a folder
    /// path ending in `/`), reading the cgroup folders under `root` too: `/` for this machine, a fake tree in tests.
    package static func read(root: String) -> CgroupQuota {
        let file = { (path: String) in SystemFacts.file(root + path.drop { $0 == "/" }) }
        guard let memberships = file("proc/self/cgroup"), let mounts = file("proc/self/mountinfo") else { return .notExposed }
        var levels: [CgroupQuota] = []
        var known = false
        for hierarchy in Hierarchy.all {
            guard let folders = hierarchy.folders(memberships: memberships, mountinfo: mounts) else { continue }
            levels += folders.compactMap { hierarchy.quota(in: $0, file: file) }
            // A v2 cgroup without `cpu.max` anywhere on its path has no CPU controller above it: no quota.
            known = known || (hierarchy.isUnified && folders.first.flatMap { file($0 + "/cgroup.controllers") } != nil)
        }
        guard known || !levels.isEmpty else { return .notExposed }
        return levels.compactMap(\.cpus).min().map(CgroupQuota.limited) ?? .none
    }

    /// One cgroup hierarchy the quota may be set in.
    private struct Hierarchy {
        /// v2 (the unified hierarchy) or v1's `cpu` controller.
        let isUnified: Bool

        static let all = [Hierarchy(isUnified: true), Hierarchy(isUnified: false)]

        /// The folders of this process's cgroup and each of its ancestors up to the root the mount shows, own
        /// first; nil when the process is in no such hierarchy or it is not mounted.
        func folders(memberships: String, mountinfo: String) -> [String]? {
            guard let path = SystemFiles.cgroupPath(memberships, unified: isUnified),
                  let mount = SystemFiles.cgroupMount(mountinfo, unified: isUnified)
            else { return nil }
            // A path outside what the mount shows (another cgroup namespace) starts at the mount's own root.
            let inside = mount.root == "/" || path == mount.root || path.hasPrefix(mount.root + "/")
            let relative = inside ? String(path.dropFirst(mount.root.count)) : ""
            let parts = relative.split(separator: "/").map(String.init)
            return (0...parts.count).reversed().map { depth in ([mount.point] + parts.prefix(depth)).joined(separator: "/") }
        }

        /// The quota `folder` sets (`.limited` or `.none`), or nil when its files cannot be read.
        func quota(in folder: String, file: (String) -> String?) -> CgroupQuota? {
            if isUnified { return file(folder + "/cpu.max").flatMap(SystemFiles.cgroupQuota(cpuMax:)) }
            guard let quota = file(folder + "/cpu.cfs_quota_us"), let period = file(folder + "/cpu.cfs_period_us") else { return nil }
            return SystemFiles.cgroupQuota(cfsQuota: quota, cfsPeriod: period)
        }
    }
}
