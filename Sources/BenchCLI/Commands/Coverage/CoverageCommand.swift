import Foundation
import SyncBench
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `bench coverage`: how often each case's stated interval contains the median of several runs' medians,
/// the check behind every confidence level syncbench states. It measures (with `--runs`), so it is a
/// validation to run on a quiet machine, not a test.
enum CoverageCommand {
    static let usage = """
        USAGE: bench coverage RUN...
               bench coverage --runs K --into DIR [run options]

        For each case: in how many runs the interval of the median (ns_per_op_ci_low..ns_per_op_ci_high)
        contains the median of all the runs' medians, against the coverage the intervals claim (ci_level).

        ARGUMENTS:
          RUN                   a results file, or a folder whose .csv files are runs (not pooled: each is a run)

        OPTIONS:
          --runs K              first run 'bench run' K times (2 to 100), in fresh processes, with the run options
                                that follow, writing DIR/run-01.csv and so on
          --into DIR            the folder for those runs (created; it must not hold .csv files yet)
          -h, --help            show this help
        """

    /// Runs or reads the runs, then prints each case's coverage.
    static func execute(_ arguments: [String], console: Console, executable: String?) throws(UsageError) -> ExitCode {
        let request = try parse(arguments)
        var paths = request.paths
        if let runs = request.runs {
            guard let executable else {
                throw UsageError("cannot find this program's own path to run it again", usage: usage)
            }
            let stop = StopSignal()
            let child = CoverageRuns.Child()
            // A second signal exits at once: the run in progress, in a process group of its own, must go too.
            let interrupts = InterruptHandler(stop: stop, console: console, beforeExit: child.kill)
            defer { interrupts.restore() }
            let runs = CoverageRuns(
                count: runs, folder: request.folder, runOptions: request.runOptions, executable: executable, stop: stop, child: child
            )
            switch runs.make(console: console) {
            case .runs(let made): paths = made
            case .failed: return .cannotCreate
            case .stopped(let signal): return .stopped(by: signal)
            }
        }
        var files: [ResultsFile] = []
        do {
            for path in paths { files += try ResultsInput.runs(path) }
        } catch {
            console.err("bench: error: \(error)\n")
            return .dataError
        }
        guard files.count >= 2 else {
            console.err("bench: error: coverage needs two runs or more; \(files.count) given\n")
            return .dataError
        }
        console.out(CoverageReport.render(IntervalCoverage(files), runs: files.count))
        return .success
    }

    private struct Request {
        var paths: [String] = []
        var runs: Int?
        var folder = ""
        var runOptions: [String] = []
    }

    private static func parse(_ arguments: [String]) throws(UsageError) -> Request {
        var cursor = ArgumentCursor(arguments, usage: usage)
        var request = Request()
        var folder: String?
        var rest: [String] = []
        while let argument = cursor.next() {
            switch argument.optionName {
            case "--runs": request.runs = try cursor.integer(of: argument, in: 2...100)
            case "--into": folder = try cursor.value(of: argument)
            default: rest.append(argument)
            }
        }
        guard let runs = request.runs else {
            if let option = rest.first(where: { $0.hasPrefix("-") }) { throw cursor.unknown(option) }
            if rest.isEmpty { throw UsageError("name the runs, or make them with --runs K --into DIR", usage: usage) }
            if folder != nil { throw UsageError("--into goes with --runs", usage: usage) }
            request.paths = rest
            return request
        }
        guard let folder else { throw UsageError("--runs \(runs) needs --into DIR for the runs", usage: usage) }
        if rest.contains(where: { $0.optionName == "--output" || $0 == "--force" }) {
            throw UsageError("--output is coverage's to choose: the runs go to DIR/run-01.csv and so on", usage: usage)
        }
        do {
            _ = try RunOptions.parse(rest)
        } catch {
            throw UsageError(error.message, usage: usage)
        }
        (request.folder, request.runOptions) = (folder, rest)
        return request
    }
}
