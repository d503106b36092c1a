#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a reader sees the old content or the new, never half of either:
/// the text goes to a temporary file in the same folder, is flushed to disk, then renamed over the target.
public enum AtomicFile {
    /// Why a write failed; `description` is one line naming the path and the system's reason.
    public struct WriteError: Error, CustomStringConvertible {
        /// The one-line message.
        public var description: String
    }

    /// Replaces `path` with `text`.
    /// - Throws: `WriteError` when the temporary file cannot be created, written or renamed.
    public static func write(_ text: String, to path: String) throws(WriteError) {
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
    }

    private static func failure(_ action: String, _ path: String) -> WriteError {
        WriteError(description: "\(action) \(path): \(String(cString: strerror(errno)))")
    }
}
