import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The check every command makes of the folder it is about to write into, before it measures anything.
enum OutputFolder {
    /// Why `folder` cannot be written, as one line naming `option`, or nil when it can. Not a usage error: exit 73
    /// (`ExitCode.cannotCreate`), as for any output that cannot be written.
    static func unwritable(_ folder: String, option: String) -> String? {
        FileManager.default.isWritableFile(atPath: folder) ? nil : "\(option): folder \(folder) is not writable"
    }

    /// Why no file can be made in `folder`, as the system says it (`Permission denied`, `Read-only file system`), or
    /// nil when one can. Found by creating an empty file of a fresh name there and removing it, which tells where
    /// permission bits do not: for root, on a read-only mount, in a special file system such as /proc.
    static func creationRefusal(in folder: String) -> String? {
        let probe = (folder as NSString).appendingPathComponent(".syncbench-probe-\(UUID().uuidString)")
        let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        close(descriptor)
        unlink(probe)
        return nil
    }
}
