#if canImport(Darwin)
import Platform

/// Darwin's sysctls by name.
enum Sysctl {
    /// A 32-bit integer sysctl (`hw.logicalcpu`, `kern.hv_vmm_present`), or nil when it does not exist here
    /// (ENOENT, as for a missing performance level).
    static func integer(_ name: String) -> Int? {
        var value: Int32 = 0
        var size = MemoryLayout<Int32>.size
        guard sysctlbyname(name, &value, &size, nil, 0) == 0, size == MemoryLayout<Int32>.size else { return nil }
        return Int(value)
    }
}
#endif
