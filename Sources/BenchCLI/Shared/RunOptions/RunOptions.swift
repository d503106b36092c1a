import SyncBench

/// The options of `bench run` (and of plain `bench`).
package struct RunOptions: Equatable, Sendable, CommandOptions {
    /// A regular expression matched against subject names.
    package var filter: String?
    /// Contended thread counts; nil for the default (powers of two up to 4x the effective CPUs).
    package var threads: [Int]?
    /// Each window's length in nanoseconds; nil for the default.
    package var windowNanoseconds: UInt64?
    /// Warm-up before the first window in nanoseconds; nil for the default.
    package var warmupNanoseconds: UInt64?
    /// Windows per case; nil for the default.
    package var repetitions: Int?
    /// Processes that measure each case, a round each; nil for the default, 1 to measure in this process.
    package var forks: Int?
    /// Passes of the suite that a case's windows are spread over, within one process (`--forks 1` only).
    package var rounds: Int?
    /// Where to write the CSV; nil for a fresh file under `results/`.
    package var output: String?
    /// Short windows: the same shape in seconds.
    package var quick = false
    /// Measure even in a debug build.
    package var allowDebug = false
    /// Overwrite an existing `--output` file.
    package var force = false
    /// Every sweep at every thread count.
    package var full = false
    /// Critical-section work to sweep, in nanoseconds.
    package var critical: [Double]?
    /// Think time to sweep, in nanoseconds.
    package var think: [Double]?
    /// Sample acquire latency (on unless `--no-latency`).
    package var latencySampling = true
    /// The most a case may take in all before it is declared timed out, in nanoseconds; nil to derive it.
    package var caseTimeoutNanoseconds: UInt64?
    /// Add a lock that never grants itself, to see the watchdog at work.
    package var injectDeadlock = false
    /// A results file to compare the run with at the end; read before anything is measured.
    package var baseline: String?
    /// Slow every lock deliberately by this fraction of its uncontended cost, to validate `compare`.
    package var slowdown: Double?
    /// How progress is shown: a status line on a terminal and lines elsewhere, unless told otherwise.
    package var progress = ProgressMode.auto
    /// Before measuring, wait up to this long for the host probe to hold still, in nanoseconds; nil not to wait.
    package var waitSteadyNanoseconds: UInt64?
    /// The time each case's forks are spread over (`--forks N/D`), in nanoseconds; nil for rounds back to back.
    package var spreadNanoseconds: UInt64?
    /// The seed of the forks' layout draws (`LayoutChoice`); nil for one drawn at random (and recorded).
    package var seed: UInt64?
    /// The time for measuring the findings' leaders against their runners-up in pairs (`FindingsPairing`), in
    /// nanoseconds; 0 not to; nil for the standard time.
    package var pairingNanoseconds: UInt64?
    /// The kernels to measure and their shapes (`--kernels`); nil for the command's default (every one, in its
    /// standard shapes, for a run; none for `bench ab`).
    package var kernels: KernelSelection?
    /// Where the workers of a contended case are pinned (`--placement`); nil leaves them to the scheduler, as `os` does.
    package var placement: PinningPolicy?

    /// How long `--wait-steady` waits without a limit of its own.
    package static let standardWaitSteady: UInt64 = 600_000_000_000

    /// Default windows, warm-up and repetitions.
    package static let standardWindow: UInt64 = 200_000_000
    static let standardWarmup: UInt64 = 100_000_000
    static let quickWindow: UInt64 = 15_000_000
    static let quickWarmup: UInt64 = 10_000_000
    static let standardRepetitions = 5
    static let quickRepetitions = 3
    /// The findings' pairs' time unless told otherwise: the uncontended pair settles within a second or two, and
    /// the contended one takes what is left.
    static let standardPairing: UInt64 = 20_000_000_000
    static let quickPairing: UInt64 = 5_000_000_000
    /// Forks unless the user asks otherwise.
    package static let standardForks = 5
    /// Forks of a `--quick` run unless the user asks otherwise: one short window in each of three processes.
    package static let quickForks = 3

    /// The usage text of `bench run`: one screen, which its many options fill, so `-h, --help` shares the first line
    /// and its exit statuses are in `bench --help` (`exitLine`).
    package static let usage = """
        USAGE: bench [run] [options]   measure every primitive (-h, --help: this); durations in ns,us,ms,s,m
        \(OptionHelp.lines(optionsWithHelpLines, helpLine: false))
        """

    /// `bench run`'s exit statuses, which `bench --help` shows.
    static let exitLine = "EXIT (run): 0 ok, 1 a case failed, 2 regression, 64 usage, 65 bad baseline, 73 no CSV, 130/143 stop"

    /// Parses the arguments after `run` (or all of them, for plain `bench`).
    package static func parse(_ arguments: [String]) throws(UsageError) -> RunOptions {
        try read(arguments).validated()
    }

    /// The options `arguments` give, not yet checked against each other (`validated`): for a command that sets
    /// defaults of its own (`bench ab`'s windows) before the checks that depend on them.
    static func read(_ arguments: [String]) throws(UsageError) -> RunOptions {
        var options = RunOptions()
        try CommandOption.parse(arguments, into: &options, declared: declarations.map(\.option), usage: usage)
        return options
    }

    /// The time for the findings' pairs, in nanoseconds: 0 when they are not measured.
    package var pairingBudget: UInt64 { pairingNanoseconds ?? (quick ? Self.quickPairing : Self.standardPairing) }

    /// The processes that measure each case.
    package var forkCount: Int { forks ?? (quick ? Self.quickForks : Self.standardForks) }

    /// Where the forks place what they measure: the one placement this process's environment names
    /// (`LayoutDraw.inherited`: experiments set `SYNCBENCH_LAYOUT`, docs/layout.md); else a draw per fork from
    /// `--seed`, or from `seed` when none was given.
    /// - Throws: `UsageError` with `usage` when the environment names a placement that cannot be read.
    func layoutChoice(seed drawnSeed: @autoclosure () -> UInt64, usage: String) throws(UsageError) -> LayoutChoice {
        if let problem = LayoutDraw.environmentProblem { throw UsageError(problem, usage: usage) }
        if let forced = LayoutDraw.inherited { return .forced(forced) }
        return .drawn(seed: seed ?? drawnSeed())
    }

    /// How each case's windows are spread: over the forks, a round each, or over rounds of this process.
    package var interleaving: Interleaving {
        Interleaving(rounds: forkCount > 1 ? forkCount : rounds ?? Interleaving.standardRounds)
    }
}
