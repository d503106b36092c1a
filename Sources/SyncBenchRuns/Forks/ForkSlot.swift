import SyncBenchCore
import SyncBenchResults

/// The parent's supervisor of the forks of one launcher, one live fork at a time: what a suite run's round
/// (`ForkedRound`) and each side of a paired run measure with.
///
/// A fork is started when a step is asked and none is live. Its hello must show the build the launcher expects;
/// a launcher that expects none learns the build from the slot's first fork and holds every later fork to it.
/// Each step is asked of the live fork and waited for within the step's own bound plus the deadlines' slack.
/// A fork that is lost, or that the caller retires, is gone for good: the next step starts another.
///
/// The slot also keeps the one rule by which lost steps end a run. A loss before a fork served anything (a
/// program that is no fork, another build, a refusal) ends it at once: every fork of the launcher would fail
/// alike. A step lost while a fork served counts toward a streak of losses the same way (`ForkLoss.kind`), which
/// a measurement breaks; the `lossesInARowThatStop`-th in a row ends the run after it.
final class ForkSlot {
    /// Steps lost in a row, the same way, that end the run.
    static let lossesInARowThatStop = 3

    /// What a lost step means for the run.
    enum LossOutcome: Equatable {
        /// The step is lost; a new fork takes the next.
        case goesOn
        /// The fork could not serve at all (`ForkLoss.isBeforeServing`): nothing was measured, and every fork
        /// of the launcher would fail the same way.
        case cannotServe
        /// The step is lost, the `count`-th in a row lost the same way: the run ends after it.
        case lostInARow(count: Int)
    }

    private var launcher: ForkLauncher
    private let stop: StopSignal
    private let deadlines: ForkDeadlines
    /// The forks sent away without waiting (`dismiss()`), this slot's and those of the slots sharing the list.
    private let departures: ForkDepartures
    private var connection: ForkConnection?
    /// The way the last steps were lost, and how many in a row.
    private var streak: (kind: String, count: Int)?
    /// Who the slot's first fork said it is.
    private(set) var hello: ForkHello?
    /// How many forks the slot started.
    private(set) var forksStarted = 0
    /// Whether the fork asked for the last step said it started it.
    private(set) var stepStarted = false

    /// A slot for the forks `launcher` starts; with `launcher.expectedBuild` nil, the first fork's build is learned.
    /// Before each step it waits for the forks on `departures` to be gone, its own and those of the slots it
    /// shares the list with.
    init(_ launcher: ForkLauncher, stop: StopSignal, deadlines: ForkDeadlines, departures: ForkDepartures = ForkDepartures()) {
        self.launcher = launcher
        self.stop = stop
        self.deadlines = deadlines
        self.departures = departures
    }

    /// The program the forks are started from.
    var executable: String { launcher.executable }

    /// Makes `layout` the placement of the forks the slot starts from now on (`ForkLauncher.layout`).
    func use(layout: LayoutDraw?) {
        launcher.layout = layout
    }

    /// The live fork's hello, the fork started (and its hello checked) if there is none.
    /// - Throws: the `ForkLoss` that kept a fork from serving; no fork is live then.
    @discardableResult
    func start() throws(ForkLoss) -> ForkHello {
        try live().hello
    }

    /// Asks the live fork, started if there is none, to measure the case labelled `label` under `plan`, each of
    /// whose windows must hold `workers` counts (`BenchmarkCase.workersPerWindow`).
    /// - Throws: the `ForkLoss` that kept a fork from serving, or `ForkLoss.stoppedReading` when the fork no
    ///   longer reads its input (it is then retired).
    func ask(label: String, plan: RunPlan, workers: Int) throws(ForkLoss) {
        stepStarted = false
        let fork = try live()
        departures.awaitAll()
        guard fork.ask(label: label, plan: plan, workers: workers) else {
            retire()
            throw .stoppedReading
        }
    }

    /// The next event of the step last asked, waiting at most the deadlines' slack beyond what the step may
    /// take. A fork that is lost, or that the stop finds waiting, is retired; a measurement breaks
    /// the streak of losses.
    func next() -> ForkConnection.Event {
        guard let connection else { return .lost(.protocolError("no fork was asked")) }
        let event = connection.next()
        switch event {
        case .starting: stepStarted = true
        case .measured: streak = nil
        case .unknownCase: break
        case .lost, .stopped: retire()
        }
        return event
    }

    /// Counts a step lost for `loss`, retiring the fork if it is still there, and says what the loss means for
    /// the run.
    func charge(_ loss: ForkLoss) -> LossOutcome {
        retire()
        if loss.isBeforeServing { return .cannotServe }
        let count = (streak?.kind == loss.kind ? streak?.count ?? 0 : 0) + 1
        streak = (loss.kind, count)
        return count >= Self.lossesInARowThatStop ? .lostInARow(count: count) : .goesOn
    }

    /// Ends the live fork, if any: it is killed (`ForkConnection.close()`), and the next step starts a fresh one.
    func retire() {
        connection?.close()
        connection = nil
    }

    /// Ends the live fork, if any, as `retire()` does, without waiting for it to be gone: it is sent SIGKILL and
    /// put on the departures, which the next step waits for once its own fork has started.
    func dismiss() {
        guard let connection else { return }
        connection.close(waiting: false)
        departures.add(connection)
        self.connection = nil
    }

    /// The live fork, or a new one, introduced: the first fork's build becomes the one every later fork must have.
    private func live() throws(ForkLoss) -> ForkConnection {
        if let connection { return connection }
        let started = try ForkConnection(launcher, stop: stop, deadlines: deadlines)
        forksStarted += 1
        if hello == nil { hello = started.hello }
        if launcher.expectedBuild == nil { launcher.expectedBuild = started.hello.build }
        connection = started
        return started
    }
}
