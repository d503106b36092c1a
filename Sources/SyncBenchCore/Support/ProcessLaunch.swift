import Foundation
import Platform

extension Process {
    /// How long `runWhenNotBusy` goes on trying an executable that is busy, in seconds.
    package static let busyExecutableWaitSeconds = 2.0

    /// Starts the process as `run()` does, but tries again, every 10 ms for up to `waitSeconds`, while Linux
    /// refuses the executable as busy (ETXTBSY): a file just written can be held open for writing for a moment
    /// by a child being spawned at the same time, here or elsewhere, which inherits the writer's descriptor
    /// until it closes its descriptors or execs.
    /// - Throws: what `run()` threw, once the executable is still busy after `waitSeconds` or on any other
    ///   error.
    package func runWhenNotBusy(waitSeconds: Double = busyExecutableWaitSeconds) throws {
        let deadline = Date().addingTimeInterval(waitSeconds)
        while true {
            do {
                return try run()
            } catch where Self.isBusyExecutable(error) && Date() < deadline {
                usleep(10_000)
            }
        }
    }

    /// Whether `error`, thrown by `run()`, says the executable was busy (ETXTBSY), directly or underneath.
    static func isBusyExecutable(_ error: Error) -> Bool {
        let error = error as NSError
        let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
        return [error, underlying].contains { $0?.domain == NSPOSIXErrorDomain && $0?.code == Int(ETXTBSY) }
    }
}

extension Pipe {
    /// A pipe whose two descriptors close when this process, or a child it is spawning, runs another program:
    /// every pipe to a child's standard streams is made so.
    ///
    /// Foundation's `Pipe` leaves them open across exec, and on Linux `Process.run()` lists the descriptors to
    /// close in a child before it spawns it: a pipe made on another thread in between is inherited by that
    /// child for its whole life. A child that runs for a minute then holds the writing end of another child's
    /// output, whose reader waits that minute for its end: a fork that closed its output reads as one that said
    /// nothing, and a read to the end of `git`'s or gnuplot's output stalls. The child's own standard streams
    /// are copies made for it (dup2), which stay open.
    package static func closedOnExec() -> Pipe {
        let pipe = Pipe()
        for descriptor in [pipe.fileHandleForReading.fileDescriptor, pipe.fileHandleForWriting.fileDescriptor] {
            let flags = fcntl(descriptor, F_GETFD)
            if flags >= 0 { _ = fcntl(descriptor, F_SETFD, flags | FD_CLOEXEC) }
        }
        return pipe
    }
}
