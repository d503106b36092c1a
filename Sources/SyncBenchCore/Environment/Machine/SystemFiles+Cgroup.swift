/// Parsers for the cgroup files `CgroupQuota` reads, kept apart from the reading so that tests feed them fixed text.
extension SystemFiles {
    /// The quota a cgroup v2 `cpu.max` sets: quota over period (`150000 100000` is 1.5 CPUs), `.none` for
    /// `max`; nil for text that is not one.
    package static func cgroupQuota(cpuMax: String) -> CgroupQuota? {
        let fields = cpuMax.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard fields.count == 2, let period = Double(fields[1]), period > 0 else { return nil }
        if fields[0] == "max" { return CgroupQuota.none }
        guard let quota = Double(fields[0]), quota > 0 else { return nil }
        return .limited(quota / period)
    }

    /// The quota a cgroup v1 `cpu.cfs_quota_us` and `cpu.cfs_period_us` set: quota over period, `.none` for a
    /// quota of -1; nil for text that is not one.
    package static func cgroupQuota(cfsQuota: String, cfsPeriod: String) -> CgroupQuota? {
        guard let quota = Int(Substring(cfsQuota).trimmingSpaces.filter { $0 != "\n" }),
              let period = Int(Substring(cfsPeriod).trimmingSpaces.filter { $0 != "\n" }), period > 0
        else { return nil }
        if quota < 0 { return CgroupQuota.none }
        return quota > 0 ? .limited(Double(quota) / Double(period)) : nil
    }

    /// This process's cgroup path in the unified (v2) hierarchy (the `0::` line of `/proc/self/cgroup`), or in
    /// the v1 hierarchy that holds the `cpu` controller (`4:cpu,cpuacct:/docker/abc`); nil when it has none.
    package static func cgroupPath(_ cgroup: String, unified: Bool) -> String? {
        for line in cgroup.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            let isUnified = fields[0] == "0" && fields[1].isEmpty
            if unified ? isUnified : (!isUnified && fields[1].split(separator: ",").contains("cpu")) { return String(fields[2]) }
        }
        return nil
    }

    /// Where `/proc/self/mountinfo` mounts the unified (v2, `cgroup2`) hierarchy, or the v1 (`cgroup`) one with
    /// the `cpu` controller: the mount point, and the cgroup the mount shows as its root; nil when not mounted.
    package static func cgroupMount(_ mountinfo: String, unified: Bool) -> (point: String, root: String)? {
        for line in mountinfo.split(separator: "\n") {
            // id parent major:minor root mount-point options [optional...] - type source super-options
            let fields = line.split(separator: " ")
            guard let dash = fields.firstIndex(of: "-"), dash >= 6, fields.count >= dash + 4 else { continue }
            let (type, options) = (fields[dash + 1], fields[dash + 3].split(separator: ","))
            if unified ? type == "cgroup2" : type == "cgroup" && options.contains("cpu") { return (String(fields[4]), String(fields[3])) }
        }
        return nil
    }
}
