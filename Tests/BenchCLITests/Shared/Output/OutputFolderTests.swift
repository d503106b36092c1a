@testable import BenchCLI
import Foundation
import TestSupport
import Testing

/// The probe of a folder that output is about to go into: a file made and removed, the system's reason kept.
@Suite("OutputFolder: can a file be made here?")
struct OutputFolderTests {
    @Test func aFolderOfOurOwnTakesAFileAndIsLeftAsItWas() throws {
        let scratch = try TemporaryFolder("output-folder")
        #expect(OutputFolder.creationRefusal(in: scratch.path) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    }

    @Test func aFileIsNoFolderWhoeverAsks() throws {
        let scratch = try TemporaryFolder("output-folder")
        let file = scratch.path + "/plain"
        try "".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(OutputFolder.creationRefusal(in: file) == "Not a directory")
        #expect(OutputFolder.unwritable(file, role: "--output") == "--output \(file) cannot be written: Not a directory")
    }

    #if os(Linux)
    @Test func procRefusesEvenRoot() {
        #expect(OutputFolder.creationRefusal(in: "/proc/self") != nil)
    }
    #endif
}
