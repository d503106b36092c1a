/// The options of `bench coverage`: the runs to read, or how many to make and where.
struct CoverageOptions: CommandOptions {
    /// The results files, or folders of runs, to read.
    var paths: [String] = []
    /// How many runs to make first (`--runs`), if any.
    var runs: Int?
    /// The folder the runs are made in (`--into`).
    var folder = ""
    /// The run options each run is made with.
    var runOptions: [String] = []

    /// The usage text of `bench coverage`.
    static let usage = """
        USAGE: bench coverage RUN...
               bench coverage --runs K --into DIR [run options]

        For each case: in how many runs the interval of the median (ns_per_op_ci_low..ns_per_op_ci_high)
        contains the median of all the runs' medians, against the coverage the intervals claim (ci_level);
        how far the medians moved between runs, and how much wider the intervals would have had to be.

        ARGUMENTS:
          RUN                   a results file, or a folder whose .csv files are runs (not pooled: each is a run)

        OPTIONS:
          --runs K              first run 'bench run' K times (3 to 100), in fresh processes, with the run options
                                that follow, writing DIR/run-01.csv and so on
          --into DIR            the folder for those runs (created; it must not hold .csv files yet), and each
                                run's progress and warnings (DIR/run-01.log and so on)
          -h, --help            show this help

        EXIT STATUS: 0 the coverage was printed, 64 a usage error (--into already holds .csv files, fewer
          than three complete runs, runs of different commands), 65 the runs cannot be read or share no
          case with an interval, 73 the folder cannot be created or written, 130/143 stopped; a run that
          ends otherwise than measured gives its own status (64 for a usage error of its options), 1 for
          a run killed by a signal
        """

    /// Parses the arguments after `coverage`; the run options are checked here, before any run is made.
    static func parse(_ arguments: [String]) throws(UsageError) -> CoverageOptions {
        var cursor = ArgumentCursor(arguments, usage: usage)
        var options = CoverageOptions()
        var folder: String?
        var rest: [String] = []
        while let argument = cursor.next() {
            switch argument.optionName {
            case "--runs": options.runs = try cursor.integer(of: argument, in: CoverageCommand.leastRuns...100)
            case "--into": folder = try cursor.value(of: argument)
            default: rest.append(argument)
            }
        }
        guard let runs = options.runs else {
            if let option = rest.first(where: { $0.hasPrefix("-") }) { throw cursor.unknown(option) }
            if rest.isEmpty { throw UsageError("name the runs, or make them with --runs K --into DIR", usage: usage) }
            if folder != nil { throw UsageError("--into goes with --runs", usage: usage) }
            options.paths = rest
            return options
        }
        guard let folder, !folder.isEmpty else { throw UsageError("--runs \(runs) needs --into DIR for the runs", usage: usage) }
        if rest.contains(where: { $0.optionName == "--output" || $0 == "--force" }) {
            throw UsageError("--output is coverage's to choose: the runs go to DIR/run-01.csv and so on", usage: usage)
        }
        do {
            _ = try RunOptions.parse(rest)
        } catch {
            throw UsageError(error.message, usage: usage)
        }
        (options.folder, options.runOptions) = (folder, rest)
        return options
    }
}
