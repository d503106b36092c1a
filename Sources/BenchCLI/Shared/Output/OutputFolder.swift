import Foundation
import Platform

/// The check every command makes of the folder it is about to write into, before it measures anything.
enum OutputFolder {
    /// Why no file can be made in `folder`, as one line naming it as `role` (`--output`, `the chart folder`) with the
    /// system's reason (`Permission denied`, `Read-only file system`), or nil when one can. Not a usage error: exit
    /// 73 (`ExitCode.cannotCreate`), as for any output that cannot be written.
    static func unwritable(_ folder: String, role: String) -> String? {
        creationRefusal(in: folder).map { "\(role) \(folder) cannot be written: \($0)" }
    }

    /// Why no file can be made in `folder`, as the system says it, or nil when one can. Found by creating an empty
    /// file of a fresh name there and removing it, which tells where permission bits do not: for root, on a
    /// read-only mount, in a special file system such as /proc.
    static func creationRefusal(in folder: String) -> String? {
        let probe = (folder as NSString).appendingPathComponent(".syncbench-probe-\(UUID().uuidString)")
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { return SystemErrorText.reason(errno: errno) }
        close(descriptor)
        unlink(probe)
        return nil
    }
}
