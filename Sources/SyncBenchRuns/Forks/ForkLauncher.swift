import SyncBenchCore
import SyncBenchResults
import Foundation

/// How to start a fork: a program that serves the fork protocol (`bench __fork`), the session it is given,
/// and the build it must be.
package struct ForkLauncher: Sendable {
    /// The program's path.
    package var executable: String
    /// The arguments that make it serve as a fork.
    package var arguments: [String]
    /// What every fork needs to lay out the same cases.
    package var session: ForkSession
    /// The fingerprint every fork must have, or nil to accept any (a paired run learns each side's from its
    /// first fork, then holds every later fork to it).
    package var expectedBuild: String?
    /// The suite every fork must lay out (`ForkHello.suite(of:)`), or nil to accept any (a paired run measures
    /// two builds whose suites may differ on purpose).
    package var expectedSuite: String?
    /// The suite of this process's own catalog (`ForkHello.suite(of:)`), handed to a fork of this process's own
    /// executable so that it need not lay out every case to hash it (`ForkHello.forkSuite(of:)`); nil hands
    /// none.
    package var parentSuite: String?
    /// The placement the forks started from now on measure under (`LayoutDraw`), given to each in its
    /// environment; nil leaves a fork the placement its parent's environment gives (`LayoutDraw.inherited`),
    /// else the fixed one.
    package var layout: LayoutDraw?

    /// Makes a launcher of `executable` serving as a fork.
    package init(
        executable: String, arguments: [String] = [ForkLauncher.serviceCommand], session: ForkSession, expectedBuild: String?,
        expectedSuite: String? = nil, parentSuite: String? = nil
    ) {
        self.executable = executable
        self.arguments = arguments
        self.session = session
        self.expectedBuild = expectedBuild
        self.expectedSuite = expectedSuite
        self.parentSuite = parentSuite
    }

    /// What a fork's environment gains: its executable's fingerprint, so that it need not hash itself
    /// (`BuildFingerprint.handoff(forExecutable:)`); for a fork of this process's own executable, the parent's
    /// suite (`ForkHello.suiteHandoff(_:forExecutable:)`); and its layout draw, with padding of the draw's size,
    /// which moves the fork's main stack as a longer environment would.
    var environment: [String: String] {
        var added: [String: String] = [:]
        if let handoff = BuildFingerprint.handoff(forExecutable: executable) { added[BuildFingerprint.handoffVariable] = handoff }
        if let parentSuite, let handoff = ForkHello.suiteHandoff(parentSuite, forExecutable: executable) {
            added[ForkHello.suiteHandoffVariable] = handoff
        }
        if let layout {
            added[LayoutDraw.environmentVariable] = layout.text
            added[LayoutDraw.paddingVariable] = String(repeating: "x", count: layout.environmentPadding)
        }
        return added
    }

    /// The command that makes a `bench` executable serve as a fork (`bench __fork`); the underscores keep it
    /// out of anyone's way.
    package static let serviceCommand = "__fork"

    /// Why `executable` cannot be started, in a few words, or nil when it is a file this process may execute.
    package static func startProblem(_ executable: String) -> String? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: executable, isDirectory: &isFolder) else { return "no such file" }
        if isFolder.boolValue { return "it is a folder" }
        return FileManager.default.isExecutableFile(atPath: executable) ? nil : "it is not executable"
    }

    /// This program's path, which a fork of it is started from; nil when it cannot be told.
    package static var currentExecutable: String? {
        RunningExecutable.path
    }
}
