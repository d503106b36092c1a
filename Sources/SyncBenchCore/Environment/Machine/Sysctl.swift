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

    /// A string sysctl (`machdep.cpu.brand_string`) without its terminating NUL, or nil when it does not exist here.
    static func string(_ name: String) -> String? {
        var size = 0
        guard sysctlbyname(name, nil, &size, nil, 0) == 0, size > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: size)
        guard sysctlbyname(name, &buffer, &size, nil, 0) == 0 else { return nil }
        return String(decoding: buffer.prefix(size).prefix { $0 != 0 }, as: UTF8.self)
    }
}
#endif
