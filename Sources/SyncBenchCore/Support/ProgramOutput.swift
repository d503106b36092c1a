import Foundation
import Synchronization

/// A short program run to its end for what it prints: git asked for a commit, or swift asked to build.
@usableFromInline package enum ProgramOutput {
    /// What a program's error stream becomes.
    package enum Errors: Sendable {
        /// Written into the output after what it printed, as it came: for a message to quote.
        case merged
        /// Dropped: for an answer to read.
        case discarded
    }

    /// How long a stopped program's group has to end after SIGTERM before it is sent SIGKILL.
    package static let stopGraceNanoseconds: UInt64 = 5_000_000_000

    /// Runs `arguments` (a program found on the PATH, then its arguments) in `folder` and waits for it; a stop
    /// asked of `stop` meanwhile ends it with SIGTERM, and every process of its group with it (Foundation starts
    /// it in a group of its own, which a terminal's Ctrl-C does not reach: `swift build`'s compilers would go on).
    /// A group still there `graceNanoseconds` later is sent SIGKILL: a program can be deaf to SIGTERM, or start
    /// with it blocked, since it inherits the signal mask of the thread that started it (Dispatch's threads block
    /// most signals).
    /// - Returns: its exit status and what it printed; status 127 and why when it cannot be started.
    package static func run(
        _ arguments: [String], in folder: String, errors: Errors, stop: StopSignal? = nil,
        graceNanoseconds: UInt64 = stopGraceNanoseconds
    ) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let pipe = Pipe.closedOnExec()
        process.standardOutput = pipe
        process.standardError = errors == .merged ? pipe : FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return (127, "\(arguments.first ?? "") cannot be started: \(error.localizedDescription)")
        }
        let ending = stop.map { ProcessEnding(process, on: $0, graceNanoseconds: graceNanoseconds) }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        ending?.finish()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// A thread that ends a process's group once a stop is asked, until the process has ended and its output
/// closed: SIGTERM first, SIGKILL once the grace is over.
private final class ProcessEnding: @unchecked Sendable {
    private let finished = Atomic(false)
    private let watcher = DispatchGroup()
    /// How often the thread looks at the stop, and at the process's end.
    private static let sliceNanoseconds: UInt64 = 20_000_000

    init(_ process: Process, on stop: StopSignal, graceNanoseconds: UInt64) {
        let group = process.processIdentifier
        watcher.enter()
        Thread.detachNewThread { [self] in
            while !finished.load(ordering: .acquiring) {
                guard stop.sleep(nanoseconds: Self.sliceNanoseconds) else {
                    if kill(-group, SIGTERM) != 0 { process.terminate() }
                    var waited: UInt64 = 0
                    while !finished.load(ordering: .acquiring) && waited < graceNanoseconds {
                        usleep(UInt32(Self.sliceNanoseconds / 1_000))
                        waited += Self.sliceNanoseconds
                    }
                    if !finished.load(ordering: .acquiring) { _ = ProcessSignals.send(SIGKILL, to: -group) }
                    break
                }
            }
            watcher.leave()
        }
    }

    /// Called once the process has ended: the thread stops watching, and is waited for.
    func finish() {
        finished.store(true, ordering: .releasing)
        watcher.wait()
    }
}
