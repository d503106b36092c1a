import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

@Suite("A fork of the parent's own program takes the parent's suite instead of laying out every case")
struct ForkHelloSuiteTests {
    /// A suite hash of `BuildFingerprint.of(text:)`'s form.
    static let suite = BuildFingerprint.of(text: "contended pthread_mutex increment threads=2")

    @Test("The suite is handed only to a fork of the image this process runs, and read back only by that image")
    func handoff() throws {
        let path = try #require(RunningExecutable.path)
        #expect(ForkHello.suiteHandoff(Self.suite, forExecutable: "/bin/sh") == nil, "another program lays out its own suite")
        #if os(Linux)
        let identity = try #require(ImageIdentity.running)
        let handoff = try #require(ForkHello.suiteHandoff(Self.suite, forExecutable: path))
        #expect(handoff == identity.text + " " + Self.suite)
        #expect(ForkHello.inheritedSuite(handoff, running: identity) == Self.suite)
        #expect(ForkHello.inheritedSuite(handoff, running: nil) == nil, "a fork that cannot read its own identity")
        #expect(ForkHello.inheritedSuite(nil, running: identity) == nil)
        let other = ImageIdentity(device: identity.device, inode: identity.inode + 1, size: identity.size, modified: identity.modified, changed: identity.changed)
        #expect(ForkHello.inheritedSuite(handoff, running: other) == nil, "a fork of a replaced file")
        for text in [
            "", identity.text, identity.text + " ", identity.text + " fnv1a64:0123", identity.text + " mix64x4:0123456789abcdef",
            identity.text + " fnv1a64:0123456789abcdeg", identity.text + " fnv1a64:0123456789abcdef0", identity.text + " fnv1a64:+123456789abcdef",
        ] {
            #expect(ForkHello.inheritedSuite(text, running: identity) == nil, "\(text)")
        }
        #else
        #expect(ForkHello.suiteHandoff(Self.suite, forExecutable: path) == nil, "only Linux reads a running image's identity")
        #endif
    }

    @Test("A launcher hands its suite to a fork of this very program only, and hands none when it has none")
    func launcher() throws {
        let path = try #require(RunningExecutable.path)
        let session = ForkSession(matrix: CaseMatrix(threadCounts: [1], effectiveCPUs: 2))
        let own = ForkLauncher(executable: path, session: session, expectedBuild: nil, parentSuite: Self.suite)
        #expect(own.environment[ForkHello.suiteHandoffVariable] == ForkHello.suiteHandoff(Self.suite, forExecutable: path))
        #if os(Linux)
        #expect(own.environment[ForkHello.suiteHandoffVariable] != nil)
        #endif
        let other = ForkLauncher(executable: "/bin/sh", session: session, expectedBuild: nil, parentSuite: Self.suite)
        #expect(other.environment[ForkHello.suiteHandoffVariable] == nil)
        let none = ForkLauncher(executable: path, session: session, expectedBuild: nil)
        #expect(none.environment[ForkHello.suiteHandoffVariable] == nil)
    }

    @Test("Without a handoff, a fork's suite is the hash of its own catalog")
    func withoutHandoff() {
        let catalog = Catalog([.lock(PthreadMutex.self)])
        #expect(getenv(ForkHello.suiteHandoffVariable) == nil)
        #expect(ForkHello.forkSuite(of: catalog) == ForkHello.suite(of: catalog))
        #expect(ForkHello.forkSuite(of: catalog) != ForkHello.forkSuite(of: Catalog([.lock(PthreadMutex.self), .lock(DeadlockingLock.self)])))
    }
}
