import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing
import TestSupport

@Suite("A build's fingerprint hashes every byte of its executable, the same on every platform")
struct BuildFingerprintTests {
    /// Bytes `i * 7` for i in 0..<count.
    static func pattern(_ count: Int) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 * 7) })
    }

    /// A file `bench` in `folder` holding `pattern(100)`.
    static func patternFile(in folder: TemporaryFolder) throws -> URL {
        let file = URL(fileURLWithPath: folder.path + "/bench")
        try pattern(100).write(to: file)
        return file
    }

    @Test("The executable's hash matches reference values computed outside Swift, block, tail and count included")
    func referenceValues() {
        // From a Python transcription of the scheme in the doc comment of `wordHash`.
        #expect(BuildFingerprint.format(BuildFingerprint.wordHash(Data()), scheme: "mix64x4") == "mix64x4:6f5ca67cf47c745d")
        #expect(BuildFingerprint.wordHash(Data("a".utf8)) == 0xafbe_60b1_792c_d075)
        #expect(BuildFingerprint.wordHash(Data((0..<32).map { UInt8($0) })) == 0x8026_99a3_c9ee_48b3)
        #expect(BuildFingerprint.wordHash(Self.pattern(100)) == 0x4385_4b8b_afa1_c206)
    }

    @Test("Changing any one byte, or adding a zero byte, changes the executable's hash")
    func everyByteCounts() {
        let original = Self.pattern(100)
        let hash = BuildFingerprint.wordHash(original)
        for index in original.indices {
            var changed = original
            changed[index] ^= 0x80
            #expect(BuildFingerprint.wordHash(changed) != hash, "byte \(index)")
        }
        #expect(BuildFingerprint.wordHash(original + [0]) != hash)
    }

    @Test("A text's fingerprint stays FNV-1a, so a suite's hash reads as before")
    func textStaysFNV() {
        #expect(BuildFingerprint.of(text: "") == "fnv1a64:cbf29ce484222325")
        #expect(BuildFingerprint.of(text: "a") == "fnv1a64:af63dc4c8601ec8c")
    }

    @Test("A file's fingerprint is its bytes' hash; a file that cannot be read has none")
    func fileFingerprint() throws {
        let folder = try TemporaryFolder("fingerprint")
        let file = try Self.patternFile(in: folder)
        #expect(BuildFingerprint.of(path: file.path) == "mix64x4:43854b8bafa1c206")
        #expect(BuildFingerprint.of(path: file.path, mapped: true) == "mix64x4:43854b8bafa1c206", "mapped, the same bytes")
        #expect(BuildFingerprint.of(path: folder.path + "/missing") == nil)
        #expect(BuildFingerprint.of(path: folder.path + "/missing", mapped: true) == nil)
    }

    @Test("A parent hands a fork the fingerprint of the file it starts, and a fork takes it only for that very file")
    func handoff() throws {
        let folder = try TemporaryFolder("fingerprint")
        let file = try Self.patternFile(in: folder)
        #if os(Linux)
        let identity = try #require(ImageIdentity.of(path: file.path))
        let handoff = try #require(BuildFingerprint.handoff(forExecutable: file.path))
        #expect(handoff == identity.text + " mix64x4:43854b8bafa1c206")
        #expect(BuildFingerprint.inherited(handoff, running: identity) == "mix64x4:43854b8bafa1c206")
        #expect(BuildFingerprint.inherited(handoff, running: nil) == nil, "a fork that cannot read its own identity")
        #expect(BuildFingerprint.inherited(nil, running: identity) == nil)

        try Self.pattern(101).write(to: file, options: .atomic)
        let replaced = try #require(ImageIdentity.of(path: file.path))
        #expect(replaced != identity, "a replaced file is another inode")
        #expect(BuildFingerprint.inherited(handoff, running: replaced) == nil, "a fork of the replacement hashes itself")
        #expect(BuildFingerprint.handoff(forExecutable: file.path) == replaced.text + " " + (BuildFingerprint.of(path: file.path) ?? ""))

        for text in [
            "", identity.text, identity.text + " ", identity.text + " mix64x4:43854b8b", identity.text + " fnv1a64:43854b8bafa1c206",
            identity.text + " mix64x4:43854b8bafa1c20g", identity.text + " mix64x4:+3854b8bafa1c206", "1:2:3:4 mix64x4:43854b8bafa1c206",
        ] {
            #expect(BuildFingerprint.inherited(text, running: identity) == nil, "\(text)")
        }
        #expect(BuildFingerprint.handoff(forExecutable: folder.path + "/missing") == nil)
        #else
        #expect(BuildFingerprint.handoff(forExecutable: file.path) == nil, "only Linux reads a running image's identity")
        #endif
    }

    @Test("A launcher puts the handoff for its executable into every fork's environment")
    func launcherHandsOff() {
        let launcher = ForkLauncher(
            executable: "/bin/sh", session: ForkSession(matrix: CaseMatrix(threadCounts: [1], effectiveCPUs: 2)), expectedBuild: nil
        )
        #expect(launcher.environment[BuildFingerprint.handoffVariable] == BuildFingerprint.handoff(forExecutable: "/bin/sh"))
        #if os(Linux)
        #expect(launcher.environment[BuildFingerprint.handoffVariable] != nil)
        #endif
    }

    @Test("An identity reads back from its text; anything but five numbers does not read")
    func identityText() {
        let identity = ImageIdentity(device: 2049, inode: 1_234_567, size: 11_550_280, modified: 1_795_000_000_123_456_789, changed: -1)
        #expect(identity.text == "2049:1234567:11550280:1795000000123456789:-1")
        #expect(ImageIdentity(text: Substring(identity.text)) == identity)
        for text in ["", "1:2:3:4", "1:2:3:4:5:6", "1:2:x:4:5", "1::3:4:5", "-1:2:3:4:5"] {
            #expect(ImageIdentity(text: Substring(text)) == nil, "\(text)")
        }
    }

    @Test("The running image is the file at this program's path")
    func runningImage() throws {
        let path = try #require(RunningExecutable.path)
        #expect(FileManager.default.isExecutableFile(atPath: path))
        #if os(Linux)
        #expect(ImageIdentity.running == ImageIdentity.of(path: path))
        #expect(!path.hasSuffix(" (deleted)"))
        #endif
    }
}
