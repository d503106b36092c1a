import Foundation
import Platform
import SyncBench

/// The runs `bench coverage --runs K` makes: `bench run` K times into a folder, a line per run, each run's
/// progress and warnings kept beside its file (`run-01.log`). A signal that
/// `stop` receives is passed on to the run in progress, which is waited for: the child runs in a process group
/// of its own, so a Ctrl-C at the terminal would not reach it, and it must not outlive this command. A stop
/// before a run starts it not.
struct CoverageRuns {
    /// How many runs.
    let count: Int
    /// The folder they go to.
    let folder: String
    /// The options of each `bench run`.
    let runOptions: [String]
    /// The `bench` to run.
    let executable: String
    /// Stops the runs; its signal is passed on to the run in progress.
    let stop: StopSignal
    /// The run in progress, for whoever must end it at once.
    let child: Child

    /// `--pair-findings off` unless the run options name it: coverage reads each run's medians, which the
    /// findings' pairs, measured after them, do not change, and would only lengthen every run.
    var pairingOff: [String] {
        runOptions.contains { $0.optionName == "--pair-findings" } ? [] : ["--pair-findings", "off"]
    }

    /// What making the runs gave.
    enum Made: Equatable {
        /// The run files' paths.
        case runs([String])
        /// The runs could not go on, for the reason printed, and this command should exit with `status`: the
        /// folder could not be used (64, 73), a run could not start (73), or a run ended without its file (its own
        /// status: a usage error 64, a run stopped on its own 130 or 143, 1 for a run killed by a signal).
        case failed(ExitCode)
        /// A signal to this process stopped it; the run in progress was stopped with it.
        case stopped(Int32)
    }

    /// The statuses of a `bench run` that wrote its whole file: every case measured (0), some failed (1), or a
    /// `--baseline` among the run options found a regression (2).
    static let finishedStatuses: Set<Int32> = [ExitCode.success.rawValue, ExitCode.benchmarkFailed.rawValue, ExitCode.regression.rawValue]

    /// How long a stopped run may take to write its file and end before it is killed.
    static let stopGraceSeconds = 10.0

    /// Runs `bench run` `count` times into `folder`, saying so on `console`.
    func make(console: Console) -> Made {
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            console.err("bench: error: cannot create \(folder): \(SystemErrorText.reason(error))\n")
            return .failed(.cannotCreate)
        }
        if ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).contains(where: { $0.hasSuffix(".csv") }) {
            console.err("bench: error: --into \(folder) already holds .csv files; name a new folder for these runs\n")
            return .failed(.usage)
        }
        var paths: [String] = []
        for index in 1...count {
            if let signal = stop.reason { return .stopped(signal) }
            let path = (folder as NSString).appendingPathComponent(String(format: "run-%02d.csv", index))
            let log = (path as NSString).deletingPathExtension + ".log"
            console.err("run \(index) of \(count): bench run \((runOptions + pairingOff).joined(separator: " ")) ... ")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["run"] + runOptions + pairingOff + ["--output", path]
            process.standardOutput = FileHandle.nullDevice
            guard manager.createFile(atPath: log, contents: nil), let logHandle = FileHandle(forWritingAtPath: log) else {
                console.err("cannot write its log \(log)\n")
                return .failed(.cannotCreate)
            }
            process.standardError = logHandle
            do {
                try process.runWhenNotBusy()
            } catch {
                console.err("cannot start: \(error.localizedDescription)\n")
                return .failed(.cannotCreate)
            }
            child.started(process.processIdentifier)
            let signal = waitOrForward(process)
            child.ended()
            if let signal {
                console.err("stopped; the run's own file keeps what it measured: \(path)\n")
                return .stopped(signal)
            }
            let status = process.terminationStatus
            guard process.terminationReason == .exit else {
                console.err("killed by signal \(status)\n")
                console.err("bench: error: run \(index) was killed by signal \(status); its file, if any, is left out: \(log)\n")
                return .failed(.benchmarkFailed)
            }
            console.err("exit status \(status)\n")
            guard Self.finishedStatuses.contains(status) else {
                let said = Self.reason(in: log).map { ": \($0)" } ?? ""
                console.err("bench: error: run \(index) ended with exit status \(status)\(said) (all it said: \(log))\n")
                return .failed(ExitCode(rawValue: status) ?? .benchmarkFailed)
            }
            if manager.fileExists(atPath: path) { paths.append(path) }
        }
        return .runs(paths)
    }

    /// Why a run ended, from its log at `path`: its last `bench: error:` line (a usage error's comes before the
    /// usage text), else its last line that is not empty; nil for an empty or unreadable log.
    static func reason(in path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
        return (lines.last { $0.hasPrefix("bench: error:") } ?? lines.last).map { OneLine.shortened($0) }
    }

    /// Waits for `process` to end; when `stop` receives a signal first, sends it on, waits for the run to end
    /// (killing it after `stopGraceSeconds`), and returns the signal.
    private func waitOrForward(_ process: Process) -> Int32? {
        while process.isRunning && stop.reason == nil {
            usleep(20_000)
        }
        guard let signal = stop.reason else { return nil }
        let deadline = Date().addingTimeInterval(Self.stopGraceSeconds)
        // A signal that cannot be passed on (ESRCH aside: the run has just ended) is not waited for.
        if Child.send(signal, to: process.processIdentifier) {
            while process.isRunning && Date() < deadline {
                usleep(20_000)
            }
        }
        if process.isRunning { child.kill() }
        process.waitUntilExit()
        return signal
    }

    /// The `bench run` in progress, if any: the interrupt handler's thread may kill it while the runs wait.
    final class Child: @unchecked Sendable {
        private let lock = NSLock()
        private var pid: pid_t?

        /// Records the run in progress.
        func started(_ pid: pid_t) {
            lock.withLock { self.pid = pid }
        }

        /// The run in progress has ended (and been reaped): nothing to kill any more.
        func ended() {
            lock.withLock { pid = nil }
        }

        /// Kills the run in progress at once (SIGKILL), with its process group, which it leads: its forks go too.
        /// Called just before this process exits, so a signal that cannot be sent is left at that.
        @Sendable func kill() {
            lock.withLock {
                guard let pid else { return }
                if getpgid(pid) == pid { _ = Child.send(SIGKILL, to: -pid) }
                _ = Child.send(SIGKILL, to: pid)
            }
        }

        /// Sends `signal` to `pid` (a group when negative); true when it was sent or there is no such process any
        /// more (ESRCH: it ended, which is what a caller ending it wants).
        static func send(_ signal: Int32, to pid: pid_t) -> Bool {
            sendSignal(signal, to: pid) == 0 || errno == ESRCH
        }
    }
}

/// `kill(2)`, under a name that does not clash with `CoverageRuns.Child.kill()`.
private func sendSignal(_ signal: Int32, to pid: pid_t) -> Int32 {
    kill(pid, signal)
}
