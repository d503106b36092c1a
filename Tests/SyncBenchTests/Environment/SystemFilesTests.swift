import SyncBench
import Testing

@Suite("Parsing the kernel's files")
struct SystemFilesTests {
    @Test func cpuModelFromX86CPUInfo() {
        let cpuinfo = """
            processor\t: 0
            vendor_id\t: AuthenticAMD
            model name\t: AMD EPYC 7B13 64-Core Processor
            flags\t\t: fpu vme

            processor\t: 1
            model name\t: AMD EPYC 7B13 64-Core Processor
            """
        #expect(SystemFiles.cpuModel(cpuinfo: cpuinfo) == "AMD EPYC 7B13 64-Core Processor")
        #expect(SystemFiles.cpuModel(cpuinfo: "processor : 0\nCPU part : 0xd0c\n") == "0xd0c")
        #expect(SystemFiles.cpuModel(cpuinfo: "") == nil)
    }

    @Test func cgroupQuota() {
        #expect(SystemFiles.cgroupQuota(cpuMax: "max 100000\n") == CgroupQuota.none)
        #expect(SystemFiles.cgroupQuota(cpuMax: "200000 100000\n") == .limited(2))
        #expect(SystemFiles.cgroupQuota(cpuMax: "150000 100000") == .limited(1.5))
        #expect(SystemFiles.cgroupQuota(cpuMax: "garbage") == nil)
        #expect(SystemFiles.cgroupQuota(cfsQuota: "-1\n", cfsPeriod: "100000\n") == CgroupQuota.none)
        #expect(SystemFiles.cgroupQuota(cfsQuota: "50000\n", cfsPeriod: "100000\n") == .limited(0.5))
        #expect(SystemFiles.cgroupQuota(cfsQuota: "x", cfsPeriod: "100000") == nil)
        #expect(SystemFiles.cgroupQuota(cfsQuota: "50000", cfsPeriod: "0") == nil)
    }

    @Test func allowedCPUsFromStatus() {
        let status = "Name:\tbench\nCpus_allowed:\tff\nCpus_allowed_list:\t0-3,6\nMems_allowed_list:\t0\n"
        #expect(SystemFiles.allowedCPUs(status: status) == 5)
        #expect(SystemFiles.allowedCPUs(status: "Cpus_allowed_list:\t1\n") == 1)
        #expect(SystemFiles.allowedCPUs(status: "Cpus_allowed_list:\t3-1\n") == nil)
        #expect(SystemFiles.allowedCPUs(status: "Name:\tx\n") == nil)
    }

    @Test func effectiveCPUsTakeTheQuotaRoundedUp() {
        #expect(SystemFiles.effectiveCPUs(allowed: 8, cgroupLimit: nil) == 8)
        #expect(SystemFiles.effectiveCPUs(allowed: 8, cgroupLimit: 1.5) == 2)
        #expect(SystemFiles.effectiveCPUs(allowed: 2, cgroupLimit: 4) == 2)
        #expect(SystemFiles.effectiveCPUs(allowed: 4, cgroupLimit: 0.2) == 1)
    }
}

@Suite("Counting threads")
struct ThreadCountTests {
    @Test func threadsFromStatus() {
        #expect(SystemFiles.threads(status: "Name:\tbench\nThreads:\t17\nSigQ:\t0/1\n") == 17)
        #expect(SystemFiles.threads(status: "Name:\tbench\n") == nil)
    }
}
