import SyncBenchCore

extension RunEnvironment {
    /// The environment as `key: value` metadata lines for a results file: each `EnvironmentKey` in its order,
    /// then what the figures mean on this platform.
    package var metadata: [(key: String, value: String)] {
        EnvironmentKey.allCases.map { ($0.rawValue, recordedValue(of: $0)) } + traits.metadata
    }

    /// What a results file records under `key`.
    private func recordedValue(of key: EnvironmentKey) -> String {
        switch key {
        case .host: host
        case .platform: platform
        case .cpuModel: cpuModel
        case .cpuID: cpuIdentity
        case .onlineCPUs: String(onlineCPUs)
        case .effectiveCPUs: String(effectiveCPUs)
        case .cgroupCPULimit: cgroupQuota.description
        case .kernel: kernel
        case .libc: libc
        case .swift: swiftVersion
        case .build: buildConfiguration
        case .swiftRuntime: swiftRuntime.rawValue
        case .gitCommit: gitCommit ?? "none"
        case .command: commandLine
        case .date: date
        }
    }
}
