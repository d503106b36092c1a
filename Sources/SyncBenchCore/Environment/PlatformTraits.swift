/// What the figures of a run mean on its platform, where that differs between Linux and Darwin: kept as
/// data so that every results file records it and the summary prints it (docs/platforms.md explains it).
@usableFromInline package struct PlatformTraits: Sendable, Equatable {
    /// The clock every window and sampled wait is timed with.
    package var clock: String
    /// The smallest step it was seen to take (`ClockStep`), in nanoseconds; nil when not measured.
    package var clockStepNanoseconds: UInt64?
    /// What the context-switch columns can tell apart.
    package var contextSwitches: ContextSwitchCounting
    /// Where the machine's busy time for the foreign load comes from; nil where it cannot be read.
    package var machineLoad: MachineLoad?
    /// The quality of service the workers run at.
    package var workerQoS: String
    /// How the priority-inversion roles get their priorities, in a few words for the summary's heading.
    package var inversionSetting: String
    /// The same in full, for the results.
    package var inversionMethod: String
    /// Performance and efficiency cores, where the machine has and tells them.
    package var coreKinds: CoreKinds?

    /// Makes a record from known values.
    package init(
        clock: String, clockStepNanoseconds: UInt64?, contextSwitches: ContextSwitchCounting, machineLoad: MachineLoad?, workerQoS: String,
        inversionSetting: String, inversionMethod: String, coreKinds: CoreKinds?
    ) {
        self.clock = clock
        self.clockStepNanoseconds = clockStepNanoseconds
        self.contextSwitches = contextSwitches
        self.machineLoad = machineLoad
        self.workerQoS = workerQoS
        self.inversionSetting = inversionSetting
        self.inversionMethod = inversionMethod
        self.coreKinds = coreKinds
    }

    /// The traits as `key: value` metadata lines for a results file.
    package var metadata: [(key: String, value: String)] {
        [
            ("clock", clock),
            ("clock_step_ns", clockStepNanoseconds.map(String.init) ?? "unknown"),
            ("context_switches", contextSwitches.meaning),
            ("machine_load", machineLoad?.source ?? "none (foreign load unknown, no case is flagged noisy)"),
            ("worker_qos", workerQoS),
            ("inversion_method", inversionMethod),
        ] + (coreKinds?.metadata ?? [])
    }

    /// One line for each figure whose meaning here differs from the other platform's, for the summary.
    package var differences: [String] {
        var lines: [String] = []
        if let step = clockStepNanoseconds, ClockStep.isCoarse(step) {
            lines.append("CLOCK: \(clock) stepped by \(step) ns here, so sampled waits shorter than that are rounded")
        }
        switch contextSwitches {
        case .split:
            lines.append("context switches: voluntary (blocked) and involuntary (preempted) apart; on Darwin only their sum (cs_per_op)")
        case .totalOnly:
            lines.append("context switches: only their sum (cs_per_op); Darwin counts lock and semaphore waits as involuntary, so the two kinds are not reported")
        }
        if let machineLoad {
            lines.append("foreign load: from \(machineLoad.source)" + (machineLoad.roundedCountersPerCPU == 1 ? ", hypervisor steal included" : ", no steal counter"))
        } else {
            lines.append("foreign load: unknown here, so no case is flagged noisy")
        }
        lines.append("inversion: \(inversionMethod)")
        if let coreKinds {
            lines.append("cores: \(coreKinds.performance) performance + \(coreKinds.efficiency) efficiency; workers: \(workerQoS)")
        } else {
            lines.append("QoS: \(workerQoS)")
        }
        return lines
    }
}
