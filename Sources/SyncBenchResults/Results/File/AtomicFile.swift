import SyncBenchCore
import Platform

/// Writes files so that a reader sees the old content or the new, never half of either:
/// the text goes to a temporary file in the same folder, is flushed to disk, then renamed over the target,
/// and the folder is flushed too, so that the rename itself survives a crash.
package enum AtomicFile {
    /// Why a write failed; `description` is one line naming the path and the system's reason.
    package struct WriteError: Error, CustomStringConvertible {
        /// The one-line message.
        package var description: String
    }

    /// Replaces `path` with `text`.
    /// - Throws: `WriteError` when the temporary file cannot be created, written or renamed, or when the folder
    ///   holding it cannot be flushed (`syncFolder(of:)`).
    package static func write(_ text: String, to path: String) throws(WriteError) {
        let temporary = "\(path).tmp-\(getpid())"
        guard let file = fopen(temporary, "w") else { throw failure("cannot create", temporary) }
        let bytes = Array(text.utf8)
        let complete = fwrite(bytes, 1, bytes.count, file) == bytes.count && fflush(file) == 0 && fsync(fileno(file)) == 0
        let error = complete ? nil : failure("cannot write", temporary)
        fclose(file)
        if let error {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = failure("cannot rename to", path)
            unlink(temporary)
            throw error
        }
        try syncFolder(of: path)
    }

    /// Flushes the folder that holds `path` to disk (fsync(2) on it), which makes a rename into it durable. A
    /// folder this process cannot open for reading, or a file system that does not flush folders (EINVAL,
    /// ENOTSUP), is left as it is: the file is in place, and nothing more can be asked.
    /// - Throws: `WriteError` when the flush itself fails (an I/O error).
    static func syncFolder(of path: String) throws(WriteError) {
        let folder = Self.folder(of: path)
        let descriptor = open(folder, O_RDONLY)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 || errno == EINVAL || errno == ENOTSUP else { throw failure("cannot flush the folder", folder) }
    }

    /// The folder that holds `path`: the part before its last `/`, `/` for a file at the root, `.` for a bare name.
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        let folder = String(decoding: path.utf8[..<slash], as: UTF8.self)
        return folder.isEmpty ? "/" : folder
    }

    private static func failure(_ action: String, _ path: String) -> WriteError {
        WriteError(description: "\(action) \(path): \(String(cString: strerror(errno)))")
    }
}
