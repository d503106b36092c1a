import Foundation
@testable import SyncBench
import Testing

@Suite("A build's fingerprint hashes every byte of its executable, the same on every platform")
struct BuildFingerprintTests {
    /// Bytes `i * 7` for i in 0..<count.
    static func pattern(_ count: Int) -> Data {
        Data((0..<count).map { UInt8(truncatingIfNeeded: $0 * 7) })
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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fingerprint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bench")
        try Self.pattern(100).write(to: file)
        #expect(BuildFingerprint.of(path: file.path) == "mix64x4:43854b8bafa1c206")
        #expect(BuildFingerprint.of(path: file.path, mapped: true) == "mix64x4:43854b8bafa1c206", "mapped, the same bytes")
        #expect(BuildFingerprint.of(path: folder.appendingPathComponent("missing").path) == nil)
        #expect(BuildFingerprint.of(path: folder.appendingPathComponent("missing").path, mapped: true) == nil)
    }
}
