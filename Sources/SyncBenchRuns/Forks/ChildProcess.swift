import SyncBenchCore
import SyncBenchResults
import Foundation
import Platform

/// A child process the parent talks to in lines: it writes lines to the child's standard input and reads the
/// lines of its standard output, each with a deadline, and keeps the last lines of its standard error for
/// when it dies. The child's standard input stays open while the parent lives, so that a child can tell its
/// parent is gone (end of file) and exit instead of surviving as an orphan.
///
/// Lines go out on a writer queue of their own, so that a child that never reads cannot block the parent in
/// `write(2)`: the parent's wait keeps its deadline whatever the pipe holds. SIGPIPE is ignored in the parent
/// from the first child on, so that writing to a child that died is an error (the child is lost), not the
/// parent's death. No wait for the child is without a deadline: a child that closes its standard output and
/// goes on running is waited for only until the caller's deadline.
final class ChildProcess: @unchecked Sendable {
    /// What waiting for the next line gave.
    enum Next: Equatable {
        /// A line of standard output, without its newline.
        case line(String)
        /// A line longer than `LineReader.maximumBytes`: its start.
        case tooLong(start: String)
        /// Standard output closed and the child exited with `status`; `lastWords` is the end of its standard error.
        case ended(status: Int32, signalled: Bool, lastWords: String)
        /// Nothing arrived by the deadline, or standard output closed but the child had not exited by then
        /// (`hasClosedOutput` tells which).
        case timedOut
    }

    /// Why a child could not be started.
    struct StartFailure: Error, CustomStringConvertible {
        let description: String
    }

    private let process = Process()
    private let input = Pipe.closedOnExec()
    private let output = Pipe.closedOnExec()
    private let errors = Pipe.closedOnExec()
    /// Guards `state`. A pthread-backed lock rather than `Synchronization.Mutex`: the thread sanitizer sees
    /// pthread calls but not the futex under `Mutex`, and would report every hand-over of a line as a race.
    private let lock = NSLock()
    private var state = State()
    private let arrived = DispatchSemaphore(value: 0)
    private let errorsRead = DispatchSemaphore(value: 0)
    private let writer = DispatchQueue(label: "syncbench.child-input")
    private var writeFailed = false

    private struct State {
        var lines: [LineReader.Line] = []
        var ended = false
        var lastWords: [String] = []
    }

    /// How long a wait for the child's exit first sleeps before it looks again, in microseconds; each later
    /// sleep is twice the one before, up to `longestExitPollMicroseconds`. A killed fork is gone within about a
    /// millisecond, and a fork retired between steps is waited for: a fixed 10 ms sleep added up to 10 ms to
    /// every pair round of `bench ab` and `bench versus`, which now wait for theirs later (`ForkDepartures`).
    static let firstExitPollMicroseconds: UInt32 = 100
    /// The longest sleep of a wait for the child's exit, in microseconds.
    static let longestExitPollMicroseconds: UInt32 = 10_000
    /// How long `kill()` waits for a killed child to be gone, in nanoseconds.
    static let killWaitNanoseconds: UInt64 = 10_000_000_000
    /// How long the end of a child that exited waits for its standard error to be read to the end, in
    /// nanoseconds: only a bound on a process the child left holding it, since the reader thread finishes as
    /// soon as it runs, which a busy machine may put off for longer than a second.
    static let lastWordsWaitNanoseconds: UInt64 = 10_000_000_000

    /// Starts `executable` with `arguments`, its environment this process's with `environment` added.
    /// - Throws: when the program cannot be started, or SIGPIPE cannot be ignored.
    init(executable: String, arguments: [String], environment: [String: String] = [:]) throws {
        guard ProcessSignals.ignore(SIGPIPE) else { throw StartFailure(description: "SIGPIPE cannot be ignored (errno \(errno))") }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.runWhenNotBusy()
        Thread { [self] in readLines(from: output.fileHandleForReading, isOutput: true) { line, state in state.lines.append(line) } }.start()
        Thread { [self] in
            readLines(from: errors.fileHandleForReading, isOutput: false) { line, state in
                state.lastWords = Array((state.lastWords + [OneLine.shortened(line.text, to: 160)]).suffix(5))
            }
            errorsRead.signal()
        }.start()
    }

    /// Closes this side of the child's pipes. Foundation's `Process` keeps its pipes for as long as it lives, and
    /// on Linux a started one outlives this object (it stays referenced unless someone calls `waitUntilExit()`,
    /// which this class does not: it polls). Before this, every child left two descriptors open for the rest of
    /// the run: a 30 s `bench versus` ended with some 1,400, `run()` grew slower for every later child as it lists
    /// every open descriptor, and under `ulimit -n 256` `bench versus` failed after 115 pairs.
    deinit {
        for handle in pipeEnds { try? handle.close() }
    }

    /// This process's ends of the child's pipes: what it reads the child's output and errors from, and what it
    /// writes the child's input to.
    var pipeEnds: [FileHandle] {
        [output.fileHandleForReading, errors.fileHandleForReading, input.fileHandleForWriting]
    }

    /// The child's process identifier.
    var processIdentifier: Int32 { process.processIdentifier }

    /// Whether the child's standard output has closed and every line of it was taken. The pipe itself is asked
    /// too (hung up, nothing left in it), so that the answer does not wait for the reader thread, which a busy
    /// machine may not have run since the child closed it: a deadline that passes just then still tells a
    /// closed output from a hung child.
    var hasClosedOutput: Bool {
        var pipe = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
        let hungUp = poll(&pipe, 1, 0) == 1 && pipe.revents & Int16(POLLHUP) != 0 && pipe.revents & Int16(POLLIN) == 0
        return lock.withLock { (state.ended || hungUp) && state.lines.isEmpty }
    }

    /// Queues `line` and a newline for the child's standard input; returns at once. False when an earlier
    /// write already failed: the child no longer reads (it died, or closed its input).
    @discardableResult
    func send(_ line: String) -> Bool {
        guard !lock.withLock({ writeFailed }) else { return false }
        let data = Data((line + "\n").utf8)
        let handle = input.fileHandleForWriting
        writer.async { [self] in
            do {
                try handle.write(contentsOf: data)
            } catch {
                lock.withLock { writeFailed = true }
            }
        }
        return true
    }

    /// The next line of the child's standard output, or its end, waiting at most until `deadline`.
    func next(until deadline: DispatchTime) -> Next {
        while true {
            let taken: LineReader.Line?? = lock.withLock {
                if !state.lines.isEmpty { return .some(state.lines.removeFirst()) }
                return state.ended ? .some(nil) : nil
            }
            switch taken {
            case .some(.some(.complete(let line))): return .line(line)
            case .some(.some(.tooLong(let start))): return .tooLong(start: start)
            case .some(.none): return ended(until: deadline)
            case .none: guard arrived.wait(timeout: deadline) == .success else { return .timedOut }
            }
        }
    }

    /// Kills the child at once (SIGKILL), with every process of its process group when it leads one, and, when
    /// `waiting`, waits for it to go (`awaitGone()`). The group matters for a script: a process it started would
    /// otherwise outlive it holding the child's pipes, and on Linux Foundation learns of the child's end only
    /// once those close.
    func kill(waiting: Bool = true) {
        let pid = process.processIdentifier
        guard process.isRunning else { return }
        // The group first, so that no process of it is left to hold the pipes; a group that refuses (a member
        // that changed its user) still has its leader killed below.
        if getpgid(pid) == pid { _ = ProcessSignals.send(SIGKILL, to: -pid) }
        // Our own child cannot refuse our signal: a failure means it is no longer ours to wait for.
        guard ProcessSignals.send(SIGKILL, to: pid) else { return }
        if waiting { awaitGone() }
    }

    /// Waits up to `killWaitNanoseconds` for a killed child to go. A child still there after the wait (a process
    /// stuck in the kernel, or one whose pipes a process outside the group holds) is left to the system: it has
    /// been sent SIGKILL.
    func awaitGone() {
        _ = waitForExit(until: DispatchTime.now().uptimeNanoseconds + Self.killWaitNanoseconds)
    }

    /// Closes the child's standard input once the lines queued before are written: a child then sees the end
    /// of its session and exits. Kill a child that does not read first, or the close waits for it.
    func closeInput() {
        let handle = input.fileHandleForWriting
        writer.async { try? handle.close() }
    }

    /// The child's end once its standard output closed: its status once it exited, or `.timedOut` when it is
    /// still running at `deadline`.
    private func ended(until deadline: DispatchTime) -> Next {
        guard waitForExit(until: deadline.uptimeNanoseconds) else { return .timedOut }
        _ = errorsRead.wait(timeout: .now() + .nanoseconds(Int(Self.lastWordsWaitNanoseconds)))
        let words = lock.withLock { state.lastWords.joined(separator: " / ") }
        return .ended(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal, lastWords: words
        )
    }

    /// Waits for the child to exit, until `deadline` (uptime nanoseconds); false when it is still running then.
    private func waitForExit(until deadline: UInt64) -> Bool {
        var sleep = Self.firstExitPollMicroseconds
        while process.isRunning {
            guard DispatchTime.now().uptimeNanoseconds < deadline else { return false }
            usleep(sleep)
            sleep = min(sleep * 2, Self.longestExitPollMicroseconds)
        }
        return true
    }

    /// Reads `handle` to its end, handing each line to `keep` under the lock; for the standard output
    /// (`isOutput`), wakes the waiting reader for each line and marks the end.
    private func readLines(from handle: FileHandle, isOutput: Bool, keep: (LineReader.Line, inout State) -> Void) {
        let reader = LineReader(handle)
        while let line = reader.next() {
            lock.withLock { keep(line, &state) }
            if isOutput { arrived.signal() }
        }
        if isOutput {
            lock.withLock { state.ended = true }
            arrived.signal()
        }
    }
}
