import Foundation

/// Which CPU this is, more exactly than its model name: on cloud machines "AMD EPYC" covers several generations,
/// and a lock's figure can differ between them by a factor of two.
@usableFromInline package enum CPUIdentity {
    /// Vendor, family, model and stepping (`AuthenticAMD family 26 model 2 stepping 1`), from /proc/cpuinfo on
    /// Linux and the `machdep.cpu` sysctls on an Intel Mac; `arm64 cpufamily 0x...` on Apple silicon; `unknown`
    /// where neither says.
    package static let current: String = read() ?? "unknown"

    private static func read() -> String? {
        #if os(Linux)
        return (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)).flatMap(SystemFiles.cpuIdentity(cpuinfo:))
        #elseif canImport(Darwin)
        if let family = Sysctl.integer("machdep.cpu.family"), let model = Sysctl.integer("machdep.cpu.model") {
            return "family \(family) model \(model) stepping \(Sysctl.integer("machdep.cpu.stepping").map(String.init) ?? "unknown")"
        }
        return Sysctl.integer("hw.cpufamily").map { "arm64 cpufamily 0x" + String(UInt32(bitPattern: Int32(truncatingIfNeeded: $0)), radix: 16) }
        #else
        return nil
        #endif
    }
}
