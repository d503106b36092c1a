import Foundation
import SyncBench

/// `bench ab --base REF`: the baseline built from a git revision of the package in the current folder, in a
/// worktree of its own under `.build/ab-base/` at the top of the repository (the package's folder within it, for
/// a package below the top), and reused while the revision's commit and the compiler are the same.
///
/// Both sides are built with functions and loops aligned to 64 bytes (`alignmentFlags`), as the CI recipe builds
/// them, so that code the change moved cannot move the hot loops across a fetch block (docs/layout.md); build
/// the current side the same way. The base links the Swift runtime as the running build does
/// (`SwiftRuntimeLinkage`): statically (`--static-swift-stdlib`) when this one was, which changes what
/// Dispatch's primitives cost.
struct BaseBuild {
    /// Why the base cannot be had: one line for the user (exit 65), or a stop (130/143).
    struct Failure: Error, CustomStringConvertible {
        let description: String
        /// The signal that stopped the build, or nil when the base cannot be had.
        var stopped: Int32? = nil
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
    /// Ends the build when asked (Ctrl-C): the build is then not used.
    let stop: StopSignal
    /// Where git is asked; the builds are kept under the top of its working tree.
    var root = "."
    /// Whether the base links the Swift runtime statically, as the running build does.
    var linksRuntimeStatically = SwiftRuntimeLinkage.current == .static
    /// Runs `arguments` (a program found on the PATH, then its arguments) in `folder`, ended by `stop`; tests
    /// pass a fake.
    var run: (_ arguments: [String], _ folder: String) -> Outcome

    /// The base REF, whose build `stop` ends.
    init(reference: String, stop: StopSignal = StopSignal()) {
        self.reference = reference
        self.stop = stop
        run = { ProgramOutput.run($0, in: $1, errors: .merged, stop: stop) }
    }

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
        // A build is reused for the same commit by the same compiler, linked the same way: a toolchain upgrade in
        // between would otherwise be measured as part of the change.
        let build = ["swift", "build", "-c", "release"] + (linksRuntimeStatically ? ["--static-swift-stdlib"] : [])
        let built = "\(commit)\n\(Self.firstLine(run(["swift", "--version"], root).output))\n" + (linksRuntimeStatically ? "static\n" : "")
        if (try? String(contentsOfFile: stamp, encoding: .utf8)) == built, FileManager.default.isExecutableFile(atPath: binary) {
            say("bench ab: --base \(reference) is \(short), built before in \(package)\n")
            return binary
        }
        if FileManager.default.fileExists(atPath: worktree), !isCheckout(of: commit, at: worktree) {
            // A checkout cut short (the command killed while git wrote it) or changed since: made again.
            try? FileManager.default.removeItem(atPath: worktree)
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
        say("bench ab: building --base \(reference) (\(short)) in \(package) with \(build.joined(separator: " ")) ...\n")
        let compiled = run(build + Self.alignmentFlags, package)
        if let signal = stop.reason {
            throw Failure(description: "--base \(reference) (\(short)): the build was stopped by signal \(signal)", stopped: signal)
        }
        guard compiled.status == 0, FileManager.default.isExecutableFile(atPath: binary) else {
            throw Failure(description: "--base \(reference) (\(short)) does not build: \(Self.firstError(compiled.output))")
        }
        guard FileManager.default.createFile(atPath: stamp, contents: Data(built.utf8)) else {
            throw Failure(description: "--base \(reference) (\(short)) built, but \(stamp) cannot be written")
        }
        return binary
    }

    /// Whether `folder` holds a whole checkout of `commit`: its HEAD is the commit and no tracked file differs.
    private func isCheckout(of commit: String, at folder: String) -> Bool {
        let head = run(["git", "rev-parse", "HEAD"], folder)
        let status = run(["git", "status", "--porcelain", "--untracked-files=no"], folder)
        return head.status == 0 && head.output.trimmingCharacters(in: .whitespacesAndNewlines) == commit
            && status.status == 0 && status.output.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// The first line of `output` that says something (`swift --version`'s `Swift version 6.3.1 (...)`).
    static func firstLine(_ output: String) -> String {
        output.split(separator: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init) ?? ""
    }

    /// The last line of `output` that says something, shortened for one line.
    static func lastLine(_ output: String) -> String {
        OneLine.shortened(output.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init) ?? "no output", to: 200)
    }

    /// The first line of a build's `output` that reports an error, or its last line when none does.
    static func firstError(_ output: String) -> String {
        output.split(separator: "\n").first { $0.contains("error:") }.map { OneLine.shortened(String($0), to: 200) } ?? lastLine(output)
    }
}
