import Platform

/// Which file an executable is, as the file system tells it without reading its bytes: its device and inode,
/// its size, and the times its contents and its inode last changed, to the nanosecond.
///
/// A rebuild that replaces an executable makes a new inode; one that writes the file in place changes its size
/// or its times (the inode's change time cannot be set back by anyone but the clock). So two equal identities
/// are one file with the same bytes, barring a deliberate forgery: enough to let a fork take its build's
/// fingerprint from its parent instead of hashing itself (`BuildFingerprint.handoff(forExecutable:)`).
/// Read on Linux only, where `/proc/self/exe` names the image a process runs; elsewhere every reading is nil.
@usableFromInline package struct ImageIdentity: Sendable, Hashable {
    /// The device that holds the file.
    var device: UInt64
    /// Its inode on that device.
    var inode: UInt64
    /// Its size in bytes.
    var size: Int64
    /// When its contents last changed, in nanoseconds since 1970.
    var modified: Int64
    /// When its inode last changed, in nanoseconds since 1970.
    var changed: Int64

    /// The identity of the file at `path` (links followed), or nil when it cannot be read or off Linux.
    package static func of(path: String) -> ImageIdentity? {
        #if os(Linux)
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return ImageIdentity(
            device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
            modified: nanoseconds(status.st_mtim), changed: nanoseconds(status.st_ctim)
        )
        #else
        return nil
        #endif
    }

    /// The identity of the image this process runs, read once: on Linux the file `/proc/self/exe` names, even
    /// when it has since been replaced on disk; nil elsewhere.
    package static let running: ImageIdentity? = {
        #if os(Linux)
        return of(path: "/proc/self/exe")
        #else
        return nil
        #endif
    }()

    /// What follows the identity in a parent's handoff `text` (an identity, a space, and what is handed over), for
    /// a process that runs the image `running`: nil unless the text names that very image.
    package static func handedOver(_ text: String?, running: ImageIdentity?) -> Substring? {
        guard let text, let running, let space = text.firstIndex(of: " "), ImageIdentity(text: text[..<space]) == running else {
            return nil
        }
        return text[text.index(after: space)...]
    }

    /// The five numbers, separated by colons: what `init?(text:)` reads.
    package var text: String {
        "\(device):\(inode):\(size):\(modified):\(changed)"
    }

    /// Reads `text`; nil unless it is five numbers separated by colons.
    init?(text: Substring) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 5, let device = UInt64(parts[0]), let inode = UInt64(parts[1]), let size = Int64(parts[2]),
            let modified = Int64(parts[3]), let changed = Int64(parts[4])
        else { return nil }
        self.init(device: device, inode: inode, size: size, modified: modified, changed: changed)
    }

    init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        (self.device, self.inode, self.size, self.modified, self.changed) = (device, inode, size, modified, changed)
    }

    #if os(Linux)
    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
    #endif
}
