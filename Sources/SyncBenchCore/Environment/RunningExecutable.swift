import Foundation

/// Where the executable this process runs lies.
@usableFromInline package enum RunningExecutable {
    /// Its path, or nil when it cannot be told. On Linux, the file `/proc/self/exe` names: Foundation's
    /// `Bundle.main` finds it too, but lists the executable's folder on the way, which costs a process's start
    /// about two milliseconds in a folder of a few thousand files, such as `/tmp`. When the file has been
    /// replaced since this process started, the path is where it lay (the replacement's, as `Bundle.main` gives).
    package static var path: String? {
        #if os(Linux)
        if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return link.hasSuffix(deletedSuffix) ? String(link.dropLast(deletedSuffix.count)) : link
        }
        #endif
        return Bundle.main.executablePath
    }

    /// What Linux appends to the link of a process whose executable has been removed or replaced.
    private static let deletedSuffix = " (deleted)"
}
