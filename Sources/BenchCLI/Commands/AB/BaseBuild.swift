import Foundation
import SyncBench

/// `bench ab --base REF`: the baseline built from a git revision of the package in the current folder, in a
/// worktree of its own under `.build/ab-base/` at the top of the repository (the package's folder within it, for
/// a package below the top), and reused while the revision's commit is the same.
///
/// Both sides are built with functions and loops aligned to 64 bytes (`alignmentFlags`), as the CI recipe builds
/// them, so that code the change moved cannot move the hot loops across a fetch block (docs/layout.md); build
/// the current side the same way.
struct BaseBuild {
    /// Why the base cannot be had: one line for the user (exit 65).
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// What running a program gave: its exit status and what it wrote, both streams together.
    typealias Outcome = (status: Int32, output: String)

    /// The swift build flags that align every function and loop to 64 bytes.
    static let alignmentFlags = ["-Xswiftc", "-Xllvm", "-Xswiftc", "-align-loops=64", "-Xswiftc", "-Xllvm", "-Xswiftc", "-align-all-functions=6"]
    /// Where the base builds are kept, under the package.
    static let folder = ".build/ab-base"
    /// The file a finished build leaves in its worktree, so that a half-made build is never reused.
    static let stampName = ".syncbench-built"

    /// The revision, as given.
    let reference: String
    /// Where git is asked; the builds are kept under the top of its working tree.
    var root = "."
    /// Runs `arguments` (a program found on the PATH, then its arguments) in `folder`; tests pass a fake.
    var run: (_ arguments: [String], _ folder: String) -> Outcome = BaseBuild.runProgram(_:in:)

    /// The base's `bench`, built if this commit has no finished build yet; what it does goes to `say`.
    /// - Throws: `Failure` when REF is no commit here, its worktree cannot be made, or it does not build.
    func executable(say: (String) -> Void) throws(Failure) -> String {
        // The top of the working tree, then the package's folder within it: empty at the top, else `Examples/OwnLock/`.
        let located = run(["git", "rev-parse", "--show-toplevel", "--show-prefix"], root)
        guard located.status == 0 else {
            throw Failure(description: "--base \(reference): git cannot read a repository here: \(Self.lastLine(located.output))")
        }
        let lines = located.output.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let top = lines[0]
        let prefix = lines.count > 1 ? lines[1].trimmingCharacters(in: CharacterSet(charactersIn: "/")) : ""
        let resolved = run(["git", "rev-parse", "--verify", "--quiet", "\(reference)^{commit}"], root)
        let commit = resolved.output.trimmingCharacters(in: .whitespacesAndNewlines)
        guard resolved.status == 0, commit.count >= 12 else {
            throw Failure(description: "--base \(reference) is not a commit of the git repository here")
        }
        let short = String(commit.prefix(12))
        let worktree = "\(top)/\(Self.folder)/\(short)"
        // The same package at that commit: the one in the current folder, wherever it lies in the repository.
        let package = prefix.isEmpty ? worktree : "\(worktree)/\(prefix)"
        let binary = "\(package)/.build/release/bench"
        let stamp = "\(package)/\(Self.stampName)"
        if FileManager.default.fileExists(atPath: stamp), FileManager.default.isExecutableFile(atPath: binary) {
            say("bench ab: --base \(reference) is \(short), built before in \(package)\n")
            return binary
        }
        if !FileManager.default.fileExists(atPath: worktree) {
            // A worktree whose folder was deleted (`rm -rf .build`) is still registered until pruned.
            _ = run(["git", "worktree", "prune"], root)
            let added = run(["git", "worktree", "add", "--detach", worktree, commit], root)
            guard added.status == 0 else {
                throw Failure(description: "--base \(reference) (\(short)): cannot make its worktree in \(worktree): \(Self.lastLine(added.output))")
            }
        }
        guard FileManager.default.fileExists(atPath: package) else {
            throw Failure(description: "--base \(reference) (\(short)) has no \(prefix) folder: the package here did not exist then")
        }
        say("bench ab: building --base \(reference) (\(short)) in \(package) with swift build -c release ...\n")
        let built = run(["swift", "build", "-c", "release"] + Self.alignmentFlags, package)
        guard built.status == 0, FileManager.default.isExecutableFile(atPath: binary) else {
            throw Failure(description: "--base \(reference) (\(short)) does not build: \(Self.firstError(built.output))")
        }
        guard FileManager.default.createFile(atPath: stamp, contents: Data(commit.utf8)) else {
            throw Failure(description: "--base \(reference) (\(short)) built, but \(stamp) cannot be written")
        }
        return binary
    }

    /// The last line of `output` that says something, shortened for one line.
    static func lastLine(_ output: String) -> String {
        OneLine.shortened(output.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init) ?? "no output", to: 200)
    }

    /// The first line of a build's `output` that reports an error, or its last line when none does.
    static func firstError(_ output: String) -> String {
        output.split(separator: "\n").first { $0.contains("error:") }.map { OneLine.shortened(String($0), to: 200) } ?? lastLine(output)
    }

    /// Runs `arguments` through `/usr/bin/env` in `folder`, waiting for it to end.
    static func runProgram(_ arguments: [String], in folder: String) -> Outcome {
        ProgramOutput.run(arguments, in: folder, errors: .merged)
    }
}
