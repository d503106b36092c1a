import SyncBench

extension RunOptions {
    /// Every option of `bench run`, each declared once: its help line, what it does, and whether `bench ab` takes it.
    static let declarations: [RunOption] = [
        RunOption(.text("--filter", "REGEX", "only subjects whose name matches; see 'bench list'", default: "all") { $0.filter = $1 }),
        RunOption(
            .value(
                "--threads", "LIST", "contended thread counts, e.g. 1,2,4,8", default: "1, 2, 4... up to 4x the CPUs",
                parse: ArgumentValues.threadCounts
            ) { $0.threads = $1 }
        ),
        RunOption(
            .value(
                "--duration", "D", "each measurement window",
                default: "\(OptionHelp.duration(standardWindow)); \(OptionHelp.duration(quickWindow)) with --quick",
                parse: ArgumentValues.duration
            ) { $0.windowNanoseconds = $1 }
        ),
        RunOption(
            .value(
                "--warmup", "D", "run time before the first window",
                default: "\(OptionHelp.duration(standardWarmup)); \(OptionHelp.duration(quickWarmup)) with --quick",
                parse: ArgumentValues.duration
            ) { $0.warmupNanoseconds = $1 }
        ),
        RunOption(
            .value(
                "--repetitions", "N", "windows per case, at least one a fork",
                default: "\(standardRepetitions); \(quickRepetitions) with --quick", parse: ArgumentValues.integer(in: 1...1000)
            ) { $0.repetitions = $1 }
        ),
        RunOption(
            .value(
                "--forks", "N[/D]", "fresh processes per case, a round each; /D spreads them",
                default: "\(standardForks); \(quickForks) --quick", parse: ArgumentValues.forks
            ) { options, forks in (options.forks, options.spreadNanoseconds) = forks },
            inAB: .refused(eachPairRoundForks)
        ),
        RunOption(
            .value(
                "--rounds", "N", "with --forks 1: passes of the suite sharing the windows",
                default: "\(Interleaving.standardRounds)", parse: ArgumentValues.integer(in: 1...100)
            ) { $0.rounds = $1 },
            inAB: .refused(eachPairRoundForks)
        ),
        RunOption(
            .flag("--quick", "short windows, fewer forks: the same cases in about 30 s", default: "off") { $0.quick = true },
            inAB: .refused("give ab a shorter --budget instead")
        ),
        RunOption(.flag("--full", "every sweep, mix and kernel shape at every thread count", default: "off") { $0.full = true }),
        RunOption(
            .value(
                "--kernels", "LIST", "kernels, e.g. cache=95/50,striped=8/64,queue; or none", default: "all",
                parse: ArgumentValues.kernels
            ) { $0.kernels = $1 }
        ),
        RunOption(
            .value("--critical", "LIST", "work inside the lock to sweep", default: sweepDefault, parse: ArgumentValues.workDurations) {
                $0.critical = $1
            }
        ),
        RunOption(
            .value("--think", "LIST", "time outside the lock to sweep", default: sweepDefault, parse: ArgumentValues.workDurations) {
                $0.think = $1
            }
        ),
        RunOption(
            .value(
                "--placement", "POLICY", "pin: compact, spread or os (docs/placement.md)", default: "os, or both in turn",
                parse: ArgumentValues.pinningPolicy
            ) { $0.placement = $1 },
            inAB: .refused("ab pins both sides of a pair to the same CPUs already")
        ),
        RunOption(.flag("--no-latency", "do not sample acquire latency", default: "sampled") { $0.latencySampling = false }),
        RunOption(
            .value(
                "--case-timeout", "D", "call a case hung after D", default: "its duration + max(itself, 2s)",
                parse: ArgumentValues.duration
            ) { $0.caseTimeoutNanoseconds = $1 }
        ),
        RunOption(
            .flag("--inject-deadlock", "add a lock that never grants itself, to see the watchdog", default: "off") {
                $0.injectDeadlock = true
            }
        ),
        RunOption(
            .text("--output", "PATH", "the CSV; --force replaces it", default: "results/syncbench-DATE.csv, latest.csv") {
                $0.output = $1
            }
        ),
        RunOption(.flag("--force", "overwrite an existing --output file", default: "off") { $0.force = true }, hasHelpLine: false),
        RunOption(.flag("--allow-debug", "measure in a debug build, whose figures mean little", default: "off") { $0.allowDebug = true }),
        RunOption(
            .text("--baseline", "FILE", "compare with FILE, or a folder of runs, at the end", default: "none") { $0.baseline = $1 },
            inAB: .refused("ab's baseline is an executable, its first argument")
        ),
        RunOption(
            .value(
                "--slowdown", "P", "validation only: slow every lock by P of its cost, e.g. 15%", default: "none",
                parse: ArgumentValues.fraction(in: 0.01...10)
            ) { $0.slowdown = $1 }
        ),
        RunOption(
            .value(
                "--progress", "MODE", "auto (a status line on a terminal), bar, lines or none", default: ProgressMode.auto.rawValue,
                parse: ArgumentValues.progressMode
            ) { $0.progress = $1 }
        ),
        RunOption(
            CommandOption(
                "--wait-steady", "[D]", "first wait up to D for the host probe to hold still",
                default: "off; D \(OptionHelp.duration(standardWaitSteady))"
            ) { options, cursor, argument throws(UsageError) in
                options.waitSteadyNanoseconds =
                    try cursor.optionalValue(of: argument, ArgumentValues.steadyWaitLimit) ?? RunOptions.standardWaitSteady
            },
            inAB: .refused("a pair's halves share the host's speed; ab needs no steady host")
        ),
        RunOption(
            .value(
                "--seed", "N", "where each fork puts locks and stacks, to replay it", default: "random, recorded",
                parse: ArgumentValues.integer(in: 0...Int.max)
            ) { $0.seed = UInt64($1) }
        ),
        RunOption(
            .value(
                "--pair-findings", "D", "pair each finding's leader and runner-up, or off",
                default: "\(OptionHelp.duration(standardPairing)); \(OptionHelp.duration(quickPairing)) --quick"
            ) { text, name throws(ArgumentValueError) in
                text == "off" ? 0 : try ArgumentValues.pairBudget(text, option: name)
            } set: {
                $0.pairingNanoseconds = $1
            },
            inAB: .refused("ab pairs two builds' cases, not a run's findings")
        ),
    ]

    /// Every option of `bench run` as the help shows it.
    static let options = declarations.map(\.option.help)
    /// The options the help gives a line of their own.
    static let optionsWithHelpLines = declarations.filter(\.hasHelpLine).map(\.option.help)

    /// Why `bench ab` refuses `--forks` and `--rounds`.
    private static let eachPairRoundForks = "each pair round starts a fork of each side; give ab a --budget instead"

    /// The default of `--critical` and `--think`.
    private static let sweepDefault = "none; " + CaseMatrix.sweepValues.map { $0 == 0 ? "0" : OptionHelp.duration(UInt64($0)) }
        .joined(separator: ",") + " with --full"
}
