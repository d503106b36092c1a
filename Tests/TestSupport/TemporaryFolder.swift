import Foundation

/// A folder of its own under the temporary directory, removed with everything in it when the last reference
/// goes: a test suite that holds one leaves nothing behind in /tmp, whether its test passed, failed or threw.
/// A local one whose path is all a test uses must be kept alive to the end (`withExtendedLifetime`).
package final class TemporaryFolder: Sendable {
    /// The folder's path, without a trailing slash.
    package let path: String

    /// Creates `<temporary directory>/syncbench-<label>-<UUID>`.
    package init(_ label: String) throws {
        path = NSTemporaryDirectory() + "syncbench-\(label)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes each of `files` (text by a path relative to the folder), making the folders on its path.
    package func write(_ files: [String: String]) throws {
        for (path, text) in files {
            let url = URL(fileURLWithPath: self.path + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
