import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import TestSupport
import Testing

/// Atomic writes: the file replaced whole, and the folder that holds it flushed so that the rename lasts.
@Suite("Atomic file writes")
struct AtomicFileTests {
    @Test("The folder flushed after the rename is the one that holds the file")
    func folderOfAPath() {
        #expect(AtomicFile.folder(of: "results/latest.csv") == "results")
        #expect(AtomicFile.folder(of: "/tmp/run/latest.csv") == "/tmp/run")
        #expect(AtomicFile.folder(of: "/latest.csv") == "/")
        #expect(AtomicFile.folder(of: "latest.csv") == ".")
    }

    @Test("A write replaces the file whole, leaves no temporary file, and flushes its folder")
    func writeReplacesTheFile() throws {
        let folder = try TemporaryFolder("atomic-file")
        let path = folder.path + "/results.csv"
        try AtomicFile.write("first\n", to: path)
        try AtomicFile.write("second\n", to: path)
        try AtomicFile.syncFolder(of: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["results.csv"])
    }

    @Test("A folder that cannot be opened is not flushed, and the write that made the file is not failed for it")
    func aFolderThatCannotBeOpenedIsLeft() throws {
        try AtomicFile.syncFolder(of: "/no-such-folder-\(UUID().uuidString)/results.csv")
    }

    @Test("A file that cannot be created is one line naming the path and the system's reason")
    func aWriteThatCannotStartSaysWhy() throws {
        let path = "/no-such-folder-\(UUID().uuidString)/results.csv"
        let error = try #require(throws: AtomicFile.WriteError.self) { try AtomicFile.write("x", to: path) }
        #expect(error.description == "cannot create \(path).tmp-\(getpid()): No such file or directory")
    }
}
