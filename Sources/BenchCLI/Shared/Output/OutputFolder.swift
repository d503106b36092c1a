import Foundation

/// The check every command makes of the folder it is about to write into, before it measures anything.
enum OutputFolder {
    /// Why `folder` cannot be written, as one line naming `option`, or nil when it can. Not a usage error: exit 73
    /// (`ExitCode.cannotCreate`), as for any output that cannot be written.
    static func unwritable(_ folder: String, option: String) -> String? {
        FileManager.default.isWritableFile(atPath: folder) ? nil : "\(option): folder \(folder) is not writable"
    }
}
