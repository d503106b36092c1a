/// One side of a paired run: the executable its forks are started from, the session they are given, and the
/// build they must be, which the side learns from its first fork and then holds every later fork to.
final class PairedSide {
    /// Which side this is.
    let role: PairedRunner.SideRole
    private var launcher: ForkLauncher
    private let stop: StopSignal
    private let helloTimeout: UInt64
    private var connection: ForkConnection?
    /// Who the side's first fork said it is.
    private(set) var hello: ForkHello?
    /// How many forks the side started.
    private(set) var forksStarted = 0

    /// A side whose forks `launcher` starts; with `launcher.expectedBuild` nil, the first fork's build is learned.
    init(_ role: PairedRunner.SideRole, launcher: ForkLauncher, stop: StopSignal, helloTimeout: UInt64) {
        self.role = role
        self.launcher = launcher
        self.stop = stop
        self.helloTimeout = helloTimeout
    }

    /// The side's executable.
    var executable: String { launcher.executable }

    /// The side's live fork, started (and introduced) if there is none.
    /// - Throws: the `ForkLoss` that kept a fork from serving.
    func fork() throws(ForkLoss) -> ForkConnection {
        if let connection { return connection }
        let started = try ForkConnection(
            launcher, session: launcher.session, expectedBuild: launcher.expectedBuild, stop: stop, helloTimeout: helloTimeout
        )
        forksStarted += 1
        if hello == nil {
            hello = started.hello
            launcher.expectedBuild = started.hello.build
        }
        connection = started
        return started
    }

    /// Asks the side's fork to measure `label` under `plan`, starting a fork if needed.
    /// - Throws: the `ForkLoss` that kept a fork from serving.
    func ask(label: String, plan: RunPlan) throws(ForkLoss) {
        guard try fork().ask(label: label, plan: plan) else {
            retire()
            throw .stoppedReading
        }
    }

    /// The outcome of the step last asked for: its measurement, nil when the fork's build lacks the case.
    /// - Throws: the `ForkLoss` that lost the step (the fork is then retired), or `ForkLoss.refused` when the
    ///   run was stopped.
    func outcome(slack: UInt64) throws(ForkLoss) -> RunMeasurement? {
        guard let connection else { throw .protocolError("no fork was asked") }
        while true {
            switch connection.next(slack: slack) {
            case .starting: continue
            case .measured(let measurement): return measurement
            case .unknownCase: return nil
            case .lost(let loss):
                retire()
                throw loss
            case .stopped:
                retire()
                throw .refused(reason: "the run was stopped")
            }
        }
    }

    /// Ends the side's fork, if any: the next step starts a fresh one.
    func retire() {
        connection?.close()
        connection = nil
    }
}
