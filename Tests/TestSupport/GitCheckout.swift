import Foundation
import SyncBench

/// A git repository of one commit in a folder of its own, for tests of what is read from a checkout.
package final class GitCheckout: Sendable {
    /// Why git could not make the repository.
    package struct Failure: Error, CustomStringConvertible {
        /// The git command and what it said.
        package let description: String
    }

    /// The repository's folder.
    package var path: String { folder.path }
    /// The full hash of its one commit.
    package let commit: String
    private let folder: TemporaryFolder

    /// A repository whose one commit holds `tracked.txt`.
    package init() throws {
        folder = try TemporaryFolder("git-checkout")
        try "one\n".write(toFile: folder.path + "/tracked.txt", atomically: true, encoding: .utf8)
        for arguments in [["init", "-q"], ["add", "tracked.txt"], ["-c", "user.name=test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false", "commit", "-q", "-m", "one"]] {
            _ = try Self.git(arguments, in: folder.path)
        }
        commit = try Self.git(["rev-parse", "HEAD"], in: folder.path)
    }

    /// Changes the tracked file without committing it.
    package func makeDirty() throws {
        try "two\n".write(toFile: path + "/tracked.txt", atomically: true, encoding: .utf8)
    }

    /// An executable file at `relativePath` in the repository (folders made as needed), running `script`.
    package func executable(at relativePath: String, script: String = "#!/bin/sh\nexit 0\n") throws -> String {
        let file = path + "/" + relativePath
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try script.write(toFile: file, atomically: true, encoding: .utf8)
        guard chmod(file, 0o755) == 0 else { throw Failure(description: "chmod \(file) failed") }
        return file
    }

    private static func git(_ arguments: [String], in folder: String) throws -> String {
        let answer = ProgramOutput.run(["git"] + arguments, in: folder, errors: .merged)
        let output = answer.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard answer.status == 0 else { throw Failure(description: "git \(arguments.joined(separator: " ")): \(output)") }
        return output
    }
}
