import SyncBench

extension ABOptions {
    /// Parses the arguments after `ab`: one or two executables, ab's own options, and run options.
    public static func parse(_ arguments: [String]) throws(UsageError) -> ABOptions {
        var cursor = ArgumentCursor(arguments, usage: usage)
        var executables: [String] = []
        var runArguments: [String] = []
        var options = ABOptions(baseline: "", run: RunOptions())
        while let argument = cursor.next() {
            let name = argument.optionName
            guard argument.hasPrefix("-") else {
                guard executables.count < 2 else { throw cursor.unknown(argument) }
                executables.append(argument)
                continue
            }
            if let why = refusedRunOptions[name] {
                throw UsageError("\(name) does not apply to bench ab: \(why)", usage: usage)
            }
            if OptionHelp.knows(argument, in: Self.options) {
                try options.take(argument, from: &cursor)
            } else if let option = runOptions.first(where: { $0.name == name }) {
                runArguments.append(argument)
                if option.value != nil && !argument.contains("=") { runArguments.append(try cursor.value(of: argument)) }
            } else {
                throw cursor.unknown(argument)
            }
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

    /// Takes one of ab's own options, and its value from `cursor`.
    private mutating func take(_ argument: String, from cursor: inout ArgumentCursor) throws(UsageError) {
        switch argument.optionName {
        case "--budget":
            budgetNanoseconds = try cursor.value(of: argument, ArgumentValues.pairBudget)
        case "--threshold": policy.threshold = try cursor.value(of: argument, ArgumentValues.threshold)
        case "--margin": policy.margin = try cursor.value(of: argument, ArgumentValues.threshold)
        case "--alpha": policy.alpha = try cursor.value(of: argument, ArgumentValues.probability)
        case "--equivalence": policy.equivalenceAlpha = try cursor.value(of: argument, ArgumentValues.probability)
        case "--format": format = try cursor.value(of: argument, ComparisonFormat.parse)
        case "--output": output = try cursor.value(of: argument)
        case "--seed": seed = UInt64(try cursor.integer(of: argument, in: 0...Int.max))
        case "--base": base = try cursor.value(of: argument)
        case "--force": force = true
        case "--side-by-side": sideBySide = true
        default: throw cursor.unknown(argument)
        }
    }
}
