import Foundation
import Platform
import SyncBench

/// `bench coverage`: how often each case's stated interval contains the median of several runs' medians,
/// the check behind every confidence level syncbench states. It measures (with `--runs`), so it is a
/// validation to run on a quiet machine, not a test.
enum CoverageCommand: BenchCommand {
    static let name = "coverage"
    static let summary: (synopsis: String, text: String)? = ("coverage", "how often each case's interval contains the median of several runs (validation)")
    static let usage: String? = CoverageOptions.usage
    /// The fewest runs whose medians' median is worth checking against.
    static let leastRuns = 3

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
            case .failed(let status): return status
            case .stopped(let signal): return .stopped(by: signal)
            }
        }
        let named: [(path: String, file: ResultsFile)]
        do {
            named = try ResultsInput.namedRuns(paths)
        } catch {
            console.err("bench: error: \(error)\n")
            return .dataError
        }
        // A run cut short states intervals over fewer forks than it was asked for, at a lower level or none: its
        // intervals are not the ones whose coverage is in question.
        let unfinished = named.filter { $0.file.incompleteRuns > 0 }
        for run in unfinished {
            console.err("bench: warning: left out \(run.path): not complete (\(RunStatus.key): \(run.file.runStatus?.description ?? "unknown"))\n")
        }
        let complete = named.filter { $0.file.incompleteRuns == 0 }
        guard complete.count >= Self.leastRuns else {
            console.err("bench: error: coverage needs \(Self.leastRuns) complete runs or more, \(complete.count) given: the median of fewer says little\n")
            return .usage
        }
        let commands = complete.compactMap { run in run.file.metadata(.command).map { (path: run.path, essence: RunCommandLine.essence(of: $0)) } }
        if let first = commands.first, let other = commands.first(where: { $0.essence != first.essence }) {
            console.err(
                "bench: error: \(first.path) and \(other.path) are runs of different commands ('\(first.essence)' and "
                    + "'\(other.essence)'); coverage compares runs of one command\n"
            )
            return .usage
        }
        let files = complete.map(\.file)
        let coverage = IntervalCoverage(files)
        guard !coverage.cases.isEmpty else {
            console.err("bench: error: no case has an interval in two of the \(files.count) runs or more (runs of different suites?)\n")
            return .dataError
        }
        console.out(CoverageReport.render(coverage, runs: files.count))
        return .success
    }
}
