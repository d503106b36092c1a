@testable import BenchCLI
import Foundation
import TestSupport
import Testing

/// `bench ab --base REF` on a fake git and a fake swift: what it asks for, what it reuses, and what it refuses.
@Suite("bench ab --base REF: the baseline built from a revision, reused, or refused in one line")
struct BaseBuildTests {
    let scratch: TemporaryFolder
    static let commit = "0123456789abcdef0123456789abcdef01234567"

    init() throws {
        scratch = try TemporaryFolder("base-build")
    }

    /// A fake runner that answers git and swift as told, records each call, and on a good build leaves an
    /// executable `bench` where swift build would.
    final class Fake: @unchecked Sendable {
        var calls: [[String]] = []
        var top: String
        /// The package's folder in the repository, as `git rev-parse --show-prefix` prints it.
        var prefix = ""
        var inRepository = true
        var resolves = true
        var builds = true
        /// What `swift --version` says.
        var toolchain = "Swift version 6.3.1 (swift-6.3.1-RELEASE)"
        /// Whether a worktree's tracked files differ from its commit, as after a checkout cut short.
        var damaged = false

        init(top: String) {
            self.top = top
        }

        func run(_ arguments: [String], _ folder: String) -> BaseBuild.Outcome {
            calls.append(arguments)
            switch arguments.prefix(3) {
            case ["git", "rev-parse", "--show-toplevel"]:
                return inRepository ? (0, top + "\n" + prefix + "\n") : (128, "fatal: detected dubious ownership in repository at '\(folder)'\n")
            case ["git", "rev-parse", "--verify"]: return resolves ? (0, BaseBuildTests.commit + "\n") : (1, "")
            case ["git", "worktree", "prune"]: return (0, "")
            case ["git", "rev-parse", "HEAD"]: return (0, BaseBuildTests.commit + "\n")
            case ["git", "status", "--porcelain"]: return (0, damaged ? " D Package.swift\n" : "")
            case ["swift", "--version"]: return (0, toolchain + "\nTarget: x86_64-unknown-linux-gnu\n")
            case ["git", "worktree", "add"]:
                try? FileManager.default.createDirectory(atPath: arguments[4] + "/" + prefix, withIntermediateDirectories: true)
                return (0, "Preparing worktree\n")
            default:
                guard builds else { return (1, "Compiling...\nerror: cannot find 'x' in scope\nerror: fatalError\n") }
                try? FileManager.default.createDirectory(atPath: folder + "/.build/release", withIntermediateDirectories: true)
                _ = FileManager.default.createFile(atPath: folder + "/.build/release/bench", contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755])
                return (0, "Build complete!\n")
            }
        }
    }

    func build(_ fake: Fake) -> BaseBuild {
        var build = BaseBuild(reference: "HEAD~1")
        build.root = scratch.path + "/Sources"
        build.run = fake.run
        return build
    }

    @Test("A revision is resolved, given a worktree at the top of the repository, built aligned once, and reused while its commit is the same")
    func buildsThenReuses() throws {
        let fake = Fake(top: scratch.path)
        var said = ""
        let first = try build(fake).executable { said += $0 }
        #expect(first == scratch.path + "/.build/ab-base/0123456789ab/.build/release/bench")
        // A worktree whose folder was deleted stays registered until pruned, and add would refuse it.
        #expect(fake.calls.map { Array($0.prefix(3)) } == [
            ["git", "rev-parse", "--show-toplevel"], ["git", "rev-parse", "--verify"], ["swift", "--version"], ["git", "worktree", "prune"],
            ["git", "worktree", "add"], ["swift", "build", "-c"],
        ])
        #expect(fake.calls.last == ["swift", "build", "-c", "release"] + BaseBuild.alignmentFlags)
        #expect(said.contains("building --base HEAD~1 (0123456789ab)"))
        let again = try build(fake).executable { said += $0 }
        #expect(again == first && fake.calls.count == 9)
        #expect(said.hasSuffix("--base HEAD~1 is 0123456789ab, built before in \(scratch.path)/.build/ab-base/0123456789ab\n"))
    }

    @Test("A build is not reused by another compiler, and a worktree cut short is made again, not trusted")
    func rebuildsForAnotherToolchainOrADamagedWorktree() throws {
        let fake = Fake(top: scratch.path)
        _ = try build(fake).executable { _ in }
        fake.toolchain = "Swift version 6.4 (swift-6.4-RELEASE)"
        _ = try build(fake).executable { _ in }
        #expect(fake.calls.filter { $0.prefix(2) == ["swift", "build"] }.count == 2, "a new compiler builds again")
        #expect(fake.calls.filter { $0.prefix(3) == ["git", "worktree", "add"] }.count == 1, "in the same whole worktree")
        _ = try build(fake).executable { _ in }
        #expect(fake.calls.filter { $0.prefix(2) == ["swift", "build"] }.count == 2, "then reused")
        fake.damaged = true
        fake.toolchain = "Swift version 6.5 (swift-6.5-RELEASE)"
        _ = try build(fake).executable { _ in }
        #expect(fake.calls.filter { $0.prefix(3) == ["git", "worktree", "add"] }.count == 2, "a damaged worktree is made again")
    }

    @Test("A running build that links the Swift runtime statically builds the base so too, and neither reuses the other's build")
    func linksAsTheRunningBuild() throws {
        let fake = Fake(top: scratch.path)
        _ = try build(fake).executable { _ in }
        var linkedStatically = build(fake)
        linkedStatically.linksRuntimeStatically = true
        var said = ""
        _ = try linkedStatically.executable { said += $0 }
        #expect(fake.calls.last == ["swift", "build", "-c", "release", "--static-swift-stdlib"] + BaseBuild.alignmentFlags)
        #expect(said.contains("with swift build -c release --static-swift-stdlib ..."))
        _ = try linkedStatically.executable { _ in }
        #expect(fake.calls.filter { $0.prefix(2) == ["swift", "build"] }.count == 2, "a static build is reused by a static one")
        _ = try build(fake).executable { _ in }
        #expect(fake.calls.filter { $0.prefix(2) == ["swift", "build"] }.count == 3, "but not by a dynamic one")
    }

    @Test("A package below the top of its repository is built from its own folder in the worktree, not the top's package")
    func packageInASubfolder() throws {
        let fake = Fake(top: scratch.path)
        fake.prefix = "Examples/OwnLock/"
        var said = ""
        let binary = try build(fake).executable { said += $0 }
        #expect(binary == scratch.path + "/.build/ab-base/0123456789ab/Examples/OwnLock/.build/release/bench")
        #expect(fake.calls.first == ["git", "rev-parse", "--show-toplevel", "--show-prefix"])
        #expect(said.contains("in \(scratch.path)/.build/ab-base/0123456789ab/Examples/OwnLock with swift build"))
    }

    @Test("A folder git cannot read, a revision that is no commit, or one that does not build, is one line; a failed build is never reused")
    func refusals() throws {
        let fake = Fake(top: scratch.path)
        fake.inRepository = false
        do {
            _ = try build(fake).executable { _ in }
            Issue.record("a folder git cannot read was accepted")
        } catch {
            #expect(error.description.hasPrefix("--base HEAD~1: git cannot read a repository here: fatal: detected dubious ownership"))
        }
        fake.inRepository = true
        fake.resolves = false
        #expect(throws: BaseBuild.Failure.self) { try build(fake).executable { _ in } }
        do {
            _ = try build(fake).executable { _ in }
        } catch {
            #expect(error.description == "--base HEAD~1 is not a commit of the git repository here")
        }
        fake.resolves = true
        fake.builds = false
        do {
            _ = try build(fake).executable { _ in }
            Issue.record("a failed build was accepted")
        } catch {
            #expect(error.description == "--base HEAD~1 (0123456789ab) does not build: error: cannot find 'x' in scope")
        }
        fake.builds = true
        #expect(throws: Never.self) { try build(fake).executable { _ in } }
        #expect(fake.calls.filter { $0.prefix(2) == ["swift", "build"] }.count == 2)
    }

    @Test("--base names the baseline: BASELINE is not given beside it, and CURRENT may be")
    func parsing() throws {
        let options = try ABOptions.parse(["--base", "main", "cur/bench"])
        #expect(options.base == "main" && options.current == "cur/bench")
        #expect(throws: UsageError.self) { try ABOptions.parse(["--base", "main", "a/bench", "b/bench"]) }
    }
}
