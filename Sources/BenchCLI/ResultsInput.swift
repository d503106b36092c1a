import Foundation
import SyncBench

/// Reads a results file named on the command line, for `compare` and `run --baseline`.
enum ResultsInput {
    /// Why a file cannot be used; `description` is `PATH: reason`, one line.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The results file at `path`, with at least one case.
    /// - Throws: `Failure` when the file is missing, unreadable, not a results file of this schema, or empty.
    static func read(_ path: String) throws(Failure) -> ResultsFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(description: "\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw Failure(description: "\(path): is a folder, not a results file") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Failure(description: "\(path): cannot be read (permissions?)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Failure(description: "\(path): is not UTF-8 text")
        }
        let file: ResultsFile
        do {
            file = try ResultsFile(parsing: text)
        } catch {
            throw Failure(description: "\(path): \(error)")
        }
        guard !file.results.isEmpty else { throw Failure(description: "\(path): has no cases") }
        return file
    }
}
