import SyncBench

extension ABOptions {
    /// Parses the arguments after `ab`: one or two executables, ab's own options, and run options.
    package static func parse(_ arguments: [String]) throws(UsageError) -> ABOptions {
        var executables: [String] = []
        var runArguments: [String] = []
        var options = ABOptions(baseline: "", run: RunOptions())
        try CommandOption.parse(arguments, into: &options, declared: declarations, usage: usage) { _, cursor, argument throws(UsageError) in
            guard argument.hasPrefix("-") else {
                guard executables.count < 2 else { throw cursor.unknown(argument) }
                executables.append(argument)
                return
            }
            guard let option = RunOptions.declarations.first(where: { $0.name == argument.optionName }) else {
                throw cursor.unknown(argument)
            }
            if case .refused(let why) = option.inAB {
                throw UsageError("\(option.name) does not apply to bench ab: \(why)", usage: usage)
            }
            runArguments.append(argument)
            if option.option.help.value != nil && !argument.contains("=") { runArguments.append(try cursor.value(of: argument)) }
        }
        if options.base != nil {
            guard executables.count <= 1 else {
                throw UsageError("--base names the baseline: give at most CURRENT beside it", usage: usage)
            }
            options.current = executables.first
        } else {
            guard let baseline = executables.first else {
                throw UsageError("ab needs the baseline executable, e.g. 'bench ab base/.build/release/bench', or --base REF", usage: usage)
            }
            options.baseline = baseline
            options.current = executables.dropFirst().first
        }
        do {
            options.run = try RunOptions.read(runArguments)
            options.run.forks = 1
            options.windowGiven = options.run.windowNanoseconds != nil
            // The longer of ab's windows, for checking `--case-timeout`; `plan(for:stop:)` picks each case's.
            options.run.windowNanoseconds = options.run.windowNanoseconds ?? standardWindow
            options.run.warmupNanoseconds = options.run.warmupNanoseconds ?? standardWarmup
            options.run.repetitions = options.run.repetitions ?? standardRepetitions
            // The kernels only when asked for: ab's budget and its validation are the counter loop's.
            options.run.kernels = options.run.kernels ?? KernelSelection.none
            // Checked with ab's own windows: `--case-timeout` must exceed a pair's half, not a run's case.
            options.run = try options.run.validated()
        } catch {
            throw UsageError(error.message, usage: usage)
        }
        return options
    }
}
