import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import TestSupport
import Testing

@Suite("The commit that built an executable: the package above the nearest .build on its path, not the current folder")
struct BuildCommitTests {
    @Test("The package is the folder above the last .build on the path; none when no folder is named so", arguments: [
        ("/work/main/.build/x86_64-unknown-linux-gnu/release/bench", "/work/main"),
        ("/work/main/.build/ab-base/12a10ab7dc2a/.build/release/bench", "/work/main/.build/ab-base/12a10ab7dc2a"),
        ("/.build/release/bench", "/"),
        ("/usr/local/bin/bench", nil),
        ("/tmp/copy/.build", nil),
    ] as [(String, String?)])
    func package(path: String, expected: String?) {
        #expect(BuildCommit.package(ofExecutable: path) == expected)
    }

    @Test("An executable in a checkout's .build gets its commit, through a symbolic link too, and -dirty once a tracked file changes")
    func readsTheCheckout() throws {
        let checkout = try GitCheckout()
        let built = try checkout.executable(at: ".build/x86_64-unknown-linux-gnu/release/bench")
        #expect(symlink("x86_64-unknown-linux-gnu/release", checkout.path + "/.build/release") == 0)
        #expect(BuildCommit.of(executable: built) == checkout.commit)
        #expect(BuildCommit.of(executable: checkout.path + "/.build/release/bench") == checkout.commit)
        try checkout.makeDirty()
        #expect(BuildCommit.of(executable: built) == checkout.commit + "-dirty")
    }

    @Test("An executable outside any .build, or in a .build that is no checkout, has no commit, whatever the current folder")
    func noCheckoutNoCommit() throws {
        let checkout = try GitCheckout()
        let loose = try checkout.executable(at: "bin/bench")
        #expect(BuildCommit.of(executable: loose) == nil)
        let elsewhere = try TemporaryFolder("no-checkout")
        try FileManager.default.createDirectory(atPath: elsewhere.path + "/.build", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: elsewhere.path + "/.build/bench", contents: Data()))
        #expect(BuildCommit.of(executable: elsewhere.path + "/.build/bench") == nil)
        #expect(BuildCommit.of(executable: nil) == nil)
    }
}
