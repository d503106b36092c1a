import SyncBench
import TestSupport
import Testing

/// The cgroups' CPU quota, read from fake `/proc` and `/sys` trees.
@Suite("The cgroup CPU quota, in either cgroup version, from the own cgroup up to the root")
struct CgroupQuotaTests {
    /// The quota the fake tree of `files` (paths relative to its root) gives.
    static func quota(_ files: [String: String]) throws -> CgroupQuota {
        let folder = try TemporaryFolder("cgroup")
        try folder.write(files)
        return withExtendedLifetime(folder) { CgroupQuota.read(root: folder.path + "/") }
    }

    static let hybridMounts = """
        31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755
        32 31 0:29 / /sys/fs/cgroup/cpu,cpuacct rw,relatime shared:9 - cgroup cgroup rw,cpu,cpuacct
        35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
        41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw
        """
    static let unifiedMounts = "30 23 0:26 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:4 - cgroup2 cgroup2 rw,nsdelegate\n"

    @Test("v1: the smallest quota from the own cgroup up to the root of the cpu controller's hierarchy")
    func version1() throws {
        let cpu = "sys/fs/cgroup/cpu,cpuacct"
        var files = [
            "proc/self/cgroup": "5:memory:/docker/abc\n4:cpu,cpuacct:/docker/abc\n0::/\n",
            "proc/self/mountinfo": Self.hybridMounts,
            "\(cpu)/cpu.cfs_quota_us": "-1\n", "\(cpu)/cpu.cfs_period_us": "100000\n",
            "\(cpu)/docker/cpu.cfs_quota_us": "150000\n", "\(cpu)/docker/cpu.cfs_period_us": "100000\n",
            "\(cpu)/docker/abc/cpu.cfs_quota_us": "300000\n", "\(cpu)/docker/abc/cpu.cfs_period_us": "100000\n",
        ]
        #expect(try Self.quota(files) == .limited(1.5))
        files["\(cpu)/docker/cpu.cfs_quota_us"] = "-1\n"
        #expect(try Self.quota(files) == .limited(3))
        files["\(cpu)/docker/abc/cpu.cfs_quota_us"] = "-1\n"
        #expect(try Self.quota(files) == CgroupQuota.none)
    }

    @Test("v2: cpu.max from the own cgroup up; none when no level has one but the cgroup is readable")
    func version2() throws {
        var files = [
            "proc/self/cgroup": "0::/a/b\n",
            "proc/self/mountinfo": Self.unifiedMounts,
            "sys/fs/cgroup/cgroup.controllers": "cpu memory\n",
            "sys/fs/cgroup/a/cpu.max": "200000 100000\n",
            "sys/fs/cgroup/a/b/cpu.max": "max 100000\n",
            "sys/fs/cgroup/a/b/cgroup.controllers": "cpu memory\n",
        ]
        #expect(try Self.quota(files) == .limited(2))
        files["sys/fs/cgroup/a/b/cpu.max"] = "50000 100000\n"
        #expect(try Self.quota(files) == .limited(0.5))
        files["sys/fs/cgroup/a/b/cpu.max"] = nil
        files["sys/fs/cgroup/a/cpu.max"] = nil
        files["sys/fs/cgroup/a/b/cgroup.controllers"] = "memory\n"
        #expect(try Self.quota(files) == CgroupQuota.none)
    }

    @Test("A container's mount shows its own cgroup as the root")
    func containerMount() throws {
        let files = [
            "proc/self/cgroup": "0::/docker/abc\n",
            "proc/self/mountinfo": "30 23 0:26 /docker/abc /sys/fs/cgroup ro,relatime - cgroup2 cgroup2 rw\n",
            "sys/fs/cgroup/cgroup.controllers": "cpu\n",
            "sys/fs/cgroup/cpu.max": "150000 100000\n",
        ]
        #expect(try Self.quota(files) == .limited(1.5))
    }

    @Test("Not exposed when nothing can be read, which is not the same as no quota")
    func notExposed() throws {
        #expect(try Self.quota([:]) == .notExposed)
        #expect(try Self.quota(["proc/self/cgroup": "0::/\n", "proc/self/mountinfo": "22 1 8:1 / / rw - ext4 /dev/sda1 rw\n"]) == .notExposed)
        // Mounted, but neither a quota file nor the cgroup's own folder can be read.
        #expect(try Self.quota(["proc/self/cgroup": "0::/a\n", "proc/self/mountinfo": Self.unifiedMounts]) == .notExposed)
    }

    @Test("The metadata's words for each case")
    func descriptions() {
        #expect(CgroupQuota.limited(1.5).description == "1.5" && CgroupQuota.limited(1.5).cpus == 1.5)
        #expect(CgroupQuota.none.description == "none" && CgroupQuota.none.cpus == nil)
        #expect(CgroupQuota.notExposed.description == "not exposed")
        #expect(CgroupQuota.notApplicable.description == "not applicable")
    }
}
