import Foundation

/// The git commit a `bench` executable was built from: that of the checkout whose `.build` folder holds it.
///
/// A run's `git_commit` used to be read in the current folder, which says nothing of the program measured: a
/// copy run from another checkout, or `bench ab`'s baseline built in a worktree of its own, got the current
/// folder's commit. SwiftPM builds into `<package>/.build/`, so the package the executable was built in is the
/// folder above the nearest `.build` on its path.
@usableFromInline package enum BuildCommit {
    /// The package folder holding `executable` in its `.build` folder: the folder above the last `.build` on the
    /// path (a base build's worktree lies under the main package's `.build`, and its own `.build` is the nearer).
    /// Nil when no folder on the path is named `.build`.
    /// - Parameter executable: an absolute path, symbolic links already resolved.
    package static func package(ofExecutable executable: String) -> String? {
        let components = executable.split(separator: "/", omittingEmptySubsequences: false)
        guard let build = components.dropLast().lastIndex(of: ".build"), build > 0 else { return nil }
        let folder = components[..<build].joined(separator: "/")
        return folder.isEmpty ? "/" : folder
    }

    /// `git rev-parse HEAD` in the package that built `executable`, with `-dirty` when its tracked files have
    /// changes; nil when the executable lies in no package's `.build` folder, or that folder is no git checkout.
    package static func of(executable: String?) -> String? {
        guard let executable else { return nil }
        let resolved = URL(fileURLWithPath: executable).resolvingSymlinksInPath().path
        guard let package = package(ofExecutable: resolved) else { return nil }
        guard let commit = git(["rev-parse", "HEAD"], in: package), !commit.isEmpty else { return nil }
        let dirty = (git(["status", "--porcelain", "--untracked-files=no"], in: package) ?? "").isEmpty ? "" : "-dirty"
        return commit + dirty
    }

    private static func git(_ arguments: [String], in folder: String) -> String? {
        let answer = ProgramOutput.run(["git"] + arguments, in: folder, errors: .discarded)
        return answer.status == 0 ? answer.output.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }
}
