import SyncBenchCore
import SyncBenchResults

/// The traits of this platform, assembled where every layer they describe is in reach: the clock (Support),
/// the machine (Environment) and how the priority-inversion workload runs here (Workloads).
extension PlatformTraits {
    /// This platform's, read now.
    package static func current() -> PlatformTraits {
        #if canImport(Darwin)
        let (setting, method) = (
            "QoS classes, a medium spinner per CPU",
            "QoS background, default and user-interactive; no pinning, so one medium spinner per CPU, and "
                + "\(InversionPremise.controlRounds) control rounds through a DispatchSemaphore first: a lock's "
                + "rows are unavailable unless the control's wait stretched to the burst"
        )
        #else
        let (setting, method) = (
            "one CPU",
            "SCHED_FIFO priorities 10, 20 and 30, all three threads pinned to one CPU, one medium spinner"
        )
        #endif
        return PlatformTraits(
            clock: MonotonicClock.name, clockStepNanoseconds: ClockStep.measure(), contextSwitches: .current, machineLoad: MachineLoad.current,
            workerQoS: WorkerQoS.stated, inversionSetting: setting, inversionMethod: method, coreKinds: CoreKinds.current()
        )
    }
}
