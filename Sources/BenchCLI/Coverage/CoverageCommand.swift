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
            let interrupts = InterruptHandler(stop: stop, console: console)
            defer { interrupts.restore() }
            switch make(runs, into: request.folder, runOptions: request.runOptions, executable: executable, stop: stop, console: console) {
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

    /// What making the runs gave.
    private enum Made {
        /// The run files' paths.
        case runs([String])
        /// The folder could not be used, a run could not start, or a run was interrupted on its own.
        case failed
        /// A signal to this process stopped it; the run in progress was stopped with it.
        case stopped(Int32)
    }

    /// Runs `bench run` `count` times into `folder`, a line per run. A signal that `stop` receives is passed on
    /// to the run in progress, which is waited for: the child runs in a process group of its own, so a Ctrl-C at
    /// the terminal would not reach it, and it must not outlive this command.
    private static func make(
        _ count: Int, into folder: String, runOptions: [String], executable: String, stop: StopSignal, console: Console
    ) -> Made {
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            console.err("bench: error: cannot create \(folder): \(error.localizedDescription)\n")
            return .failed
        }
        if ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).contains(where: { $0.hasSuffix(".csv") }) {
            console.err("bench: error: \(folder) already holds .csv files; name a new folder for these runs\n")
            return .failed
        }
        var paths: [String] = []
        for index in 1...count {
            let path = (folder as NSString).appendingPathComponent(String(format: "run-%02d.csv", index))
            console.err("run \(index) of \(count): bench run \(runOptions.joined(separator: " ")) ... ")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["run"] + runOptions + ["--output", path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
            } catch {
                console.err("cannot start: \(error.localizedDescription)\n")
                return .failed
            }
            if let signal = waitOrForward(process, stop: stop) {
                console.err("stopped; the run's own file keeps what it measured: \(path)\n")
                return .stopped(signal)
            }
            let status = process.terminationStatus
            console.err("exit status \(status)\n")
            guard status != ExitCode.interrupted.rawValue, status != ExitCode.terminated.rawValue else { return .failed }
            if manager.fileExists(atPath: path) { paths.append(path) }
        }
        return .runs(paths)
    }

    /// How long a stopped run may take to write its file and end before it is killed.
    static let stopGraceSeconds = 10.0

    /// Waits for `process` to end; when `stop` receives a signal first, sends it on, waits for the run to end
    /// (killing it after `stopGraceSeconds`), and returns the signal.
    private static func waitOrForward(_ process: Process, stop: StopSignal) -> Int32? {
        while process.isRunning && stop.reason == nil {
            usleep(20_000)
        }
        guard let signal = stop.reason else { return nil }
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(stopGraceSeconds)
        while process.isRunning && Date() < deadline {
            usleep(20_000)
        }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return signal
    }
}
