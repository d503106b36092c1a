import SyncBench

/// The options of `bench run` (and of plain `bench`).
public struct RunOptions: Equatable, Sendable {
    /// A regular expression matched against subject names.
    public var filter: String?
    /// Contended thread counts; nil for the default (powers of two up to 4x the effective CPUs).
    public var threads: [Int]?
    /// Each window's length in nanoseconds; nil for the default.
    public var windowNanoseconds: UInt64?
    /// Warm-up before the first window in nanoseconds; nil for the default.
    public var warmupNanoseconds: UInt64?
    /// Windows per case; nil for the default.
    public var repetitions: Int?
    /// Processes that measure each case, a round each; nil for the default, 1 to measure in this process.
    public var forks: Int?
    /// Passes of the suite that a case's windows are spread over, within one process (`--forks 1` only).
    public var rounds: Int?
    /// The arguments these options were parsed from, which a fork is started with.
    public var arguments: [String] = []
    /// Where to write the CSV; nil for a fresh file under `results/`.
    public var output: String?
    /// Short windows: the same shape in seconds.
    public var quick = false
    /// Measure even in a debug build.
    public var allowDebug = false
    /// Overwrite an existing `--output` file.
    public var force = false
    /// Every sweep at every thread count.
    public var full = false
    /// Critical-section work to sweep, in nanoseconds.
    public var critical: [Double]?
    /// Think time to sweep, in nanoseconds.
    public var think: [Double]?
    /// Sample acquire latency (on unless `--no-latency`).
    public var latencySampling = true
    /// The most a case may take in all before it is declared timed out, in nanoseconds; nil to derive it.
    public var caseTimeoutNanoseconds: UInt64?
    /// Add a lock that never grants itself, to see the watchdog at work.
    public var injectDeadlock = false
    /// A results file to compare the run with at the end; read before anything is measured.
    public var baseline: String?
    /// Slow every lock deliberately by this fraction of its uncontended cost, to validate `compare`.
    public var slowdown: Double?

    /// Default windows, warm-up and repetitions.
    public static let standardWindow: UInt64 = 200_000_000
    static let standardWarmup: UInt64 = 100_000_000
    static let quickWindow: UInt64 = 15_000_000
    static let quickWarmup: UInt64 = 10_000_000
    static let standardRepetitions = 5
    /// Forks unless the user asks otherwise.
    public static let standardForks = 5

    /// The usage text of `bench run`.
    public static let usage = """
        USAGE: bench [run] [options]

        Measures every primitive uncontended and contended, prints a summary and writes a CSV.

        OPTIONS:
          --filter REGEX        only subjects whose name matches (see 'bench list')
          --threads LIST        contended thread counts, e.g. 1,2,4,8 (default: powers of two up to 4x the CPUs)
          --duration D          length of each measurement window (default 200ms; units ns, us, ms, s, m)
          --warmup D            run time before the first window (default 100ms)
          --repetitions N       windows per case, each one a sample, shared out over the forks (default 5;
                                at least one per fork)
          --forks N             measure every case in N fresh processes, a share of its windows in each, so that
                                the interval covers how processes differ (default 5; 1: all in this process)
          --rounds N            with --forks 1, spread each case's windows over N passes of the suite
                                (default 3; 1: back to back)
          --quick               15ms windows after a 10ms warm-up: the same shape in about 35 seconds
          --full                every critical-section and think-time pair (0, 50ns, 1us) at every thread count,
                                and the read/write mix at every thread count (default: a representative subset)
          --critical LIST       work inside the lock to sweep, e.g. 0,50ns,1us (replaces the default sweep)
          --think LIST          think time outside the lock to sweep, e.g. 0,1us
          --no-latency          do not sample acquire latency (to see what sampling costs)
          --case-timeout D      declare a case timed out when it (or one of its rounds) takes longer than D
                                (default: twice its own duration, and at least 2s more)
          --inject-deadlock     add a lock that never grants itself, to see the watchdog at work
          --output PATH         the CSV to write (default: results/syncbench-DATE.csv, copied to results/latest.csv)
          --force               overwrite PATH if it exists
          --allow-debug         measure in a debug build (the figures will mean little)
          --baseline FILE       compare the results with FILE at the end, as 'bench compare' does (FILE may be a
                                folder of runs; exit 2 on a regression; a case that failed still exits 1)
          --slowdown P          validation only: add busy work worth P (e.g. 15%) of each lock's uncontended
                                cost inside it, calibrated here first; the CSV and summary say so
          -h, --help            show this help
        """

    /// Parses the arguments after `run` (or all of them, for plain `bench`).
    public static func parse(_ arguments: [String]) throws(UsageError) -> RunOptions {
        var options = RunOptions()
        options.arguments = arguments
        var cursor = ArgumentCursor(arguments, usage: usage)
        while let argument = cursor.next() {
            switch argument.optionName {
            case "--filter":
                options.filter = try cursor.value(of: argument)
            case "--threads":
                options.threads = try cursor.value(of: argument, ArgumentValues.threadCounts)
            case "--duration":
                options.windowNanoseconds = try cursor.value(of: argument, ArgumentValues.duration)
            case "--warmup":
                options.warmupNanoseconds = try cursor.value(of: argument, ArgumentValues.duration)
            case "--repetitions":
                options.repetitions = try cursor.integer(of: argument, in: 1...1000)
            case "--rounds":
                options.rounds = try cursor.integer(of: argument, in: 1...100)
            case "--forks":
                options.forks = try cursor.integer(of: argument, in: 1...100)
            case "--critical":
                options.critical = try cursor.value(of: argument, ArgumentValues.workDurations)
            case "--think":
                options.think = try cursor.value(of: argument, ArgumentValues.workDurations)
            case "--case-timeout":
                options.caseTimeoutNanoseconds = try cursor.value(of: argument, ArgumentValues.duration)
            case "--output":
                options.output = try cursor.value(of: argument)
            case "--baseline":
                options.baseline = try cursor.value(of: argument)
            case "--slowdown":
                options.slowdown = try cursor.value(of: argument) { text, name throws(ArgumentValueError) in
                    try ArgumentValues.fraction(text, option: name, in: 0.01...10)
                }
            case "--quick": options.quick = true
            case "--allow-debug": options.allowDebug = true
            case "--force": options.force = true
            case "--full": options.full = true
            case "--no-latency": options.latencySampling = false
            case "--inject-deadlock": options.injectDeadlock = true
            default: throw cursor.unknown(argument)
            }
        }
        return try options.validated()
    }

    /// The plan for `benchmarkCase`, which `stop` can end early.
    func plan(for benchmarkCase: BenchmarkCase, stop: StopSignal = StopSignal()) -> RunPlan {
        var plan = RunPlan(
            threads: benchmarkCase.threads,
            warmupNanoseconds: warmupNanoseconds ?? (quick ? Self.quickWarmup : Self.standardWarmup),
            windowNanoseconds: windowNanoseconds ?? (quick ? Self.quickWindow : Self.standardWindow),
            repetitions: max(repetitions ?? Self.standardRepetitions, forkCount),
            latencySampling: latencySampling,
            parameters: benchmarkCase.parameters,
            stop: stop
        )
        if let caseTimeoutNanoseconds {
            plan.stopGraceNanoseconds = caseTimeoutNanoseconds - plan.expectedNanoseconds
        }
        return plan
    }

    /// The processes that measure each case.
    public var forkCount: Int { forks ?? Self.standardForks }

    /// How each case's windows are spread: over the forks, a round each, or over rounds of this process.
    public var interleaving: Interleaving {
        Interleaving(rounds: forkCount > 1 ? forkCount : rounds ?? Interleaving.standardRounds)
    }

    /// Checks what the parser cannot see alone: rounds belong to one process, and a case timeout must leave
    /// time beyond the case's own duration.
    func validated() throws(UsageError) -> RunOptions {
        if rounds != nil && forkCount > 1 {
            throw UsageError("--rounds spreads windows within one process: use it with --forks 1 (each fork is a round)", usage: Self.usage)
        }
        if let caseTimeoutNanoseconds {
            let expected = plan(for: BenchmarkCase(benchmark: .contended, subject: .lock(NoLock.self), threads: 1)).expectedNanoseconds
            guard caseTimeoutNanoseconds > expected else {
                throw UsageError(
                    "--case-timeout must exceed a case's own duration (warm-up plus windows: \(expected / 1_000_000)ms)",
                    usage: Self.usage
                )
            }
        }
        return self
    }

    /// The cases' shape on a machine with `effectiveCPUs`: thread counts as given, or powers of two
    /// from 1 up to 4x the effective CPUs; the sweeps as given, or the default or full sets.
    func matrix(effectiveCPUs: Int) -> CaseMatrix {
        CaseMatrix(
            threadCounts: threads ?? Array(sequence(first: 1) { $0 * 2 }.prefix { $0 <= 4 * effectiveCPUs }),
            effectiveCPUs: effectiveCPUs,
            full: full,
            critical: critical,
            think: think
        )
    }
}
