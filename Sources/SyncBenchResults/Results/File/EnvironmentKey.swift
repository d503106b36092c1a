import SyncBenchCore

/// The metadata keys of the environment a run measured in, in the order a results file writes them
/// (`RunEnvironment.metadata`); what each means is in docs/csv-schema.md.
///
/// A comparison's warnings (`Comparison.environmentKeys`), the report's table of runs and the charts' merged file
/// name them through this type, so that a key is spelled once.
package enum EnvironmentKey: String, CaseIterable, Sendable {
    /// The machine's host name.
    case host
    /// Linux or macOS.
    case platform
    /// The CPU's model name.
    case cpuModel = "cpu_model"
    /// The CPU's vendor, family, model and stepping.
    case cpuID = "cpu_id"
    /// The CPUs online.
    case onlineCPUs = "online_cpus"
    /// The CPUs the process may use.
    case effectiveCPUs = "effective_cpus"
    /// The cgroups' CPU quota.
    case cgroupCPULimit = "cgroup_cpu_limit"
    /// The kernel's name and release.
    case kernel
    /// The C library and its version.
    case libc
    /// The Swift compiler that built the harness.
    case swift
    /// `release` or `debug`.
    case build
    /// How the Swift runtime is linked: `dynamic` or `static`.
    case swiftRuntime = "swift_runtime"
    /// The commit of the package that built the executable measured.
    case gitCommit = "git_commit"
    /// The command line, as typed.
    case command
    /// When the run started.
    case date
}
