import Foundation

/// Waits for `process` to end, at most `seconds` (a bound on a hang, not a measure of anything); a process
/// still running then is killed, so that a test that found it hung fails instead of hanging, and leaves
/// nothing behind.
/// - Returns: whether the process ended by itself within the bound.
package func waitForExit(of process: Process, seconds: Double) -> Bool {
    if waitWhileRunning(process, seconds: seconds) { return true }
    kill(process.processIdentifier, SIGKILL)
    _ = waitWhileRunning(process, seconds: 10)
    return false
}

/// Polls `process` every 10 ms until it has ended or `seconds` have passed; whether it ended.
private func waitWhileRunning(_ process: Process, seconds: Double) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while process.isRunning {
        guard Date() < deadline else { return false }
        usleep(10_000)
    }
    return true
}
