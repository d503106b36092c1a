import SyncBench

extension RunOptions {
    /// Every option of `bench run`, as the help shows it and the parser accepts it.
    static let options: [OptionHelp] = [
        OptionHelp(name: "--filter", value: "REGEX", summary: "only subjects whose name matches; see 'bench list'", defaultValue: "all"),
        OptionHelp(name: "--threads", value: "LIST", summary: "contended thread counts, e.g. 1,2,4,8", defaultValue: "1, 2, 4... up to 4x the CPUs"),
        OptionHelp(
            name: "--duration", value: "D", summary: "each measurement window",
            defaultValue: "\(OptionHelp.duration(standardWindow)); \(OptionHelp.duration(quickWindow)) with --quick"
        ),
        OptionHelp(
            name: "--warmup", value: "D", summary: "run time before the first window",
            defaultValue: "\(OptionHelp.duration(standardWarmup)); \(OptionHelp.duration(quickWarmup)) with --quick"
        ),
        OptionHelp(
            name: "--repetitions", value: "N", summary: "windows per case, at least one a fork",
            defaultValue: "\(standardRepetitions); \(quickRepetitions) with --quick"
        ),
        OptionHelp(
            name: "--forks", value: "N[/D]", summary: "fresh processes per case, a round each; /D spreads them",
            defaultValue: "\(standardForks); \(quickForks) --quick"
        ),
        OptionHelp(
            name: "--rounds", value: "N", summary: "with --forks 1: passes of the suite sharing the windows",
            defaultValue: "\(Interleaving.standardRounds)"
        ),
        OptionHelp(name: "--quick", value: nil, summary: "short windows, fewer forks: the same cases in about 30 s", defaultValue: "off"),
        OptionHelp(name: "--full", value: nil, summary: "every sweep, mix and kernel shape at every thread count", defaultValue: "off"),
        OptionHelp(name: "--kernels", value: "LIST", summary: "kernels, e.g. cache=95/50,striped=8/64,queue; or none", defaultValue: "all"),
        OptionHelp(name: "--critical", value: "LIST", summary: "work inside the lock to sweep", defaultValue: sweepDefault),
        OptionHelp(name: "--think", value: "LIST", summary: "time outside the lock to sweep", defaultValue: sweepDefault),
        OptionHelp(name: "--no-latency", value: nil, summary: "do not sample acquire latency", defaultValue: "sampled"),
        OptionHelp(
            name: "--case-timeout", value: "D", summary: "call a case hung after D",
            defaultValue: "its duration + max(itself, 2s)"
        ),
        OptionHelp(name: "--inject-deadlock", value: nil, summary: "add a lock that never grants itself, to see the watchdog", defaultValue: "off"),
        OptionHelp(name: "--output", value: "PATH", summary: "the CSV to write", defaultValue: "results/syncbench-DATE.csv and results/latest.csv"),
        OptionHelp(name: "--force", value: nil, summary: "overwrite an existing --output file", defaultValue: "off"),
        OptionHelp(name: "--allow-debug", value: nil, summary: "measure in a debug build, whose figures mean little", defaultValue: "off"),
        OptionHelp(
            name: "--baseline", value: "FILE", summary: "compare with FILE, or a folder of runs, at the end",
            defaultValue: "none"
        ),
        OptionHelp(name: "--slowdown", value: "P", summary: "validation only: slow every lock by P of its cost, e.g. 15%", defaultValue: "none"),
        OptionHelp(
            name: "--progress", value: "MODE", summary: "auto (a status line on a terminal), bar, lines or none",
            defaultValue: ProgressMode.auto.rawValue
        ),
        OptionHelp(
            name: "--wait-steady", value: "[D]", summary: "first wait up to D for the host probe to hold still",
            defaultValue: "off; D \(OptionHelp.duration(standardWaitSteady))"
        ),
        OptionHelp(name: "--seed", value: "N", summary: "where each fork puts locks and stacks, to replay it", defaultValue: "random, recorded"),
        OptionHelp(
            name: "--pair-findings", value: "D", summary: "pair each finding's leader and runner-up, or off",
            defaultValue: "\(OptionHelp.duration(standardPairing)); \(OptionHelp.duration(quickPairing)) --quick"
        ),
    ]

    /// The default of `--critical` and `--think`.
    private static let sweepDefault = "none; " + CaseMatrix.sweepValues.map { $0 == 0 ? "0" : OptionHelp.duration(UInt64($0)) }
        .joined(separator: ",") + " with --full"
}
