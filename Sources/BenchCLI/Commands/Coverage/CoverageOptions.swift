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
        \(OptionHelp.lines(declarations.map(\.help), column: OptionHelp.wideColumn))

        EXIT STATUS: 0 the coverage was printed, 64 a usage error (--into already holds .csv files, fewer
          than three complete runs, runs of different commands), 65 the runs cannot be read or share no
          case with an interval, 73 the folder cannot be created or written, 130/143 stopped; a run that
          ends otherwise than measured gives its own status (64 for a usage error of its options), 1 for
          a run killed by a signal
        """

    /// Its own options, each declared once: its help line and what it does; every other argument is a run to
    /// read, or a run option.
    static let declarations: [CommandOption<Given>] = [
        .value(
            "--runs", "K",
            "first run 'bench run' K times (3 to 100), in fresh processes, with the run options\n"
                + "that follow, writing DIR/run-01.csv and so on",
            default: OptionHelp.noDefault, parse: ArgumentValues.integer(in: CoverageCommand.leastRuns...100)
        ) { $0.runs = $1 },
        .text(
            "--into", "DIR",
            "the folder for those runs (created; it must not hold .csv files yet), and each\n"
                + "run's progress and warnings (DIR/run-01.log and so on)",
            default: OptionHelp.noDefault
        ) { $0.folder = $1 },
    ]

    /// What the command line gave, before `parse` checks that it reads runs or makes them.
    struct Given {
        /// `--runs K`, if given.
        var runs: Int?
        /// `--into DIR`, if given: an empty folder name is given, and refused when the runs need it.
        var folder: String?
        /// The arguments that are not coverage's own: runs to read, or run options.
        var rest: [String] = []
    }

    /// Parses the arguments after `coverage`; the run options are checked here, before any run is made.
    static func parse(_ arguments: [String]) throws(UsageError) -> CoverageOptions {
        var given = Given()
        try CommandOption.parse(arguments, into: &given, declared: declarations, usage: usage) { parsed, _, argument in
            parsed.rest.append(argument)
        }
        let rest = given.rest
        guard let runs = given.runs else {
            if let option = rest.first(where: { $0.hasPrefix("-") }) { throw ArgumentCursor(rest, usage: usage).unknown(option) }
            if rest.isEmpty { throw UsageError("name the runs, or make them with --runs K --into DIR", usage: usage) }
            if given.folder != nil { throw UsageError("--into goes with --runs", usage: usage) }
            return CoverageOptions(paths: rest)
        }
        guard let folder = given.folder, !folder.isEmpty else { throw UsageError("--runs \(runs) needs --into DIR for the runs", usage: usage) }
        if rest.contains(where: { $0.optionName == "--output" || $0 == "--force" }) {
            throw UsageError("--output is coverage's to choose: the runs go to DIR/run-01.csv and so on", usage: usage)
        }
        do {
            _ = try RunOptions.parse(rest)
        } catch {
            throw UsageError(error.message, usage: usage)
        }
        return CoverageOptions(runs: runs, folder: folder, runOptions: rest)
    }
}
