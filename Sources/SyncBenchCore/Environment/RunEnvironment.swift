import CSyncBench
import Foundation
import Platform

/// Where and how a run was measured; written at the top of every results file (`metadata`, under the keys of
/// `EnvironmentKey`).
@usableFromInline package struct RunEnvironment: Sendable, Equatable {
    /// The machine's host name; also a column, so that files from several machines can be merged.
    package var host: String
    /// Linux or macOS.
    package var platform: String
    /// The CPU model.
    package var cpuModel: String
    /// The CPU's vendor, family, model and stepping (`CPUIdentity`).
    package var cpuIdentity: String = CPUIdentity.current
    /// CPUs online.
    package var onlineCPUs: Int
    /// CPUs this process may use: the affinity mask, lowered by a cgroup quota.
    package var effectiveCPUs: Int
    /// The CPU quota of the process's cgroups (`CgroupQuota`).
    package var cgroupQuota: CgroupQuota
    /// The kernel's name and release.
    package var kernel: String
    /// The C library and its version.
    package var libc: String
    /// The Swift compiler that built the harness.
    package var swiftVersion: String
    /// debug or release.
    package var buildConfiguration: String
    /// How the Swift runtime, Foundation and Dispatch are linked into the executable (`SwiftRuntimeLinkage`).
    package var swiftRuntime: SwiftRuntimeLinkage = .current
    /// The git commit of the package whose `.build` folder holds the executable measured (`BuildCommit`), or nil
    /// when it lies in none.
    package var gitCommit: String?
    /// The command line, as typed.
    package var commandLine: String
    /// When the run started, ISO 8601 in UTC.
    package var date: String
    /// What the figures mean on this platform where that differs between platforms.
    package var traits: PlatformTraits

    /// Reads the environment of this process now, with `traits`, what its figures mean on this platform, and the
    /// commit that built `executable` (this program, unless a run measures another).
    package static func capture(
        traits: PlatformTraits, arguments: [String] = CommandLine.arguments, executable: String? = RunningExecutable.path
    ) -> RunEnvironment {
        let online = ProcessInfo.processInfo.processorCount
        let quota = CgroupQuota.current()
        return RunEnvironment(
            host: ProcessInfo.processInfo.hostName,
            platform: BuildInfo.platform,
            cpuModel: cpuModel() ?? "unknown",
            onlineCPUs: online,
            effectiveCPUs: effectiveCPUs(quota: quota),
            cgroupQuota: quota,
            kernel: kernelRelease(),
            libc: libcVersion(),
            swiftVersion: BuildInfo.compilerVersion,
            buildConfiguration: BuildInfo.configuration,
            gitCommit: BuildCommit.of(executable: executable),
            commandLine: arguments.joined(separator: " "),
            date: ISO8601DateFormatter().string(from: Date()),
            traits: traits
        )
    }

    /// The CPUs this process may use: the affinity mask, lowered by the cgroups' quota (Linux); the active
    /// processors elsewhere.
    /// - Parameter quota: the cgroups' quota, when already read.
    package static func effectiveCPUs(quota: CgroupQuota? = nil) -> Int {
        #if os(Linux)
        let allowed = read("/proc/self/status").flatMap(SystemFiles.allowedCPUs(status:))
            ?? ProcessInfo.processInfo.activeProcessorCount
        return SystemFiles.effectiveCPUs(allowed: allowed, cgroupLimit: (quota ?? CgroupQuota.current()).cpus)
        #else
        return ProcessInfo.processInfo.activeProcessorCount
        #endif
    }

    /// The CPU's model: /proc/cpuinfo on Linux, the `machdep.cpu.brand_string` sysctl on Darwin.
    private static func cpuModel() -> String? {
        #if os(Linux)
        return read("/proc/cpuinfo").flatMap(SystemFiles.cpuModel(cpuinfo:))
        #else
        return sysctlCPUModel()
        #endif
    }

    private static func read(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    private static func kernelRelease() -> String {
        var name = utsname()
        guard uname(&name) == 0 else { return "unknown" }
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        return "\(field(name.sysname)) \(field(name.release)) \(field(name.machine))"
    }

    private static func libcVersion() -> String {
        csb_libc_version().map { String(cString: $0) } ?? "system libc"
    }

    private static func sysctlCPUModel() -> String? {
        #if canImport(Darwin)
        return Sysctl.string("machdep.cpu.brand_string")
        #else
        return nil
        #endif
    }
}
