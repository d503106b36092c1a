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
enum CoverageCommand: BenchCommand {
    static let name = "coverage"
    static let summary: (synopsis: String, text: String)? = ("coverage", "how often each case's interval contains the median of several runs (validation)")
    static let usage: String? = CoverageOptions.usage

    /// Runs or reads the runs, then prints each case's coverage.
    static func execute(_ options: CoverageOptions, in context: CommandContext) throws(UsageError) -> ExitCode {
        let console = context.console
        var paths = options.paths
        if let runs = options.runs {
            guard let executable = context.executable else {
                throw UsageError("cannot find this program's own path to run it again", usage: CoverageOptions.usage)
            }
            let stop = StopSignal()
            let child = CoverageRuns.Child()
            // A second signal exits at once: the run in progress, in a process group of its own, must go too.
            let interrupts = InterruptHandler(stop: stop, console: console, beforeExit: child.kill)
            defer { interrupts.restore() }
            let runs = CoverageRuns(
                count: runs, folder: options.folder, runOptions: options.runOptions, executable: executable, stop: stop, child: child
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
}
