import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

@Suite("A child process leaves no descriptor of its pipes open once it is dropped")
struct ChildProcessTests {
    /// The descriptor and the file it names (device and inode), or nil when the descriptor is not open.
    static func file(of descriptor: Int32) -> (descriptor: Int32, device: UInt64, inode: UInt64)? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return (descriptor, UInt64(status.st_dev), UInt64(status.st_ino))
    }

    /// The files this process's ends of a child's pipes name, for a child that ran `script` and was then ended
    /// by `finish`, before the child is dropped.
    static func pipeFiles(running script: String, finish: (ChildProcess) -> Void) throws -> [(descriptor: Int32, device: UInt64, inode: UInt64)] {
        let child = try ChildProcess(executable: "/bin/sh", arguments: ["-c", script])
        #expect(child.next(until: .now() + 10) == .line("hello"))
        finish(child)
        return child.pipeEnds.compactMap { file(of: $0.fileDescriptor) }
    }

    @Test("A child that ended, and one killed without waiting, each close their pipes when dropped", arguments: [false, true])
    func dropsClosePipes(killed: Bool) throws {
        let files = try Self.pipeFiles(running: killed ? "echo hello; exec sleep 30" : "echo hello") { child in
            if killed {
                child.kill(waiting: false)
            } else if case .ended = child.next(until: .now() + 10) {
            } else {
                Issue.record("the child did not end")
            }
        }
        #expect(files.count == 3, "three pipe ends, open while the child is held")
        // The child's reader threads hold it until its output and errors end, which for a killed child comes
        // once the kernel has ended it: wait for that, up to a deadline no machine should reach.
        let deadline = DispatchTime.now() + 30
        while !Self.allClosed(files), DispatchTime.now() < deadline { usleep(10_000) }
        #expect(Self.allClosed(files), "a descriptor still names its pipe")
    }

    /// Whether no descriptor of `files` names its file any more. A descriptor closed is free, and may have been
    /// taken since by another test's file: only the same file at the same number means it was never closed.
    static func allClosed(_ files: [(descriptor: Int32, device: UInt64, inode: UInt64)]) -> Bool {
        files.allSatisfy { open in
            let now = file(of: open.descriptor)
            return now == nil || now?.device != open.device || now?.inode != open.inode
        }
    }
}
