import Foundation
@testable import SyncBenchCore
import Testing

/// Reading how many of an executable's library functions start on 64 bytes, from ELF images made here.
@Suite("Code alignment is read from an executable's symbol table")
struct CodeAlignmentTests {
    /// A 64-bit little-endian ELF image whose symbol table holds `symbols` (name, address, size, whether a
    /// function), with its string table, and a null section before them.
    static func image(_ symbols: [(name: String, address: UInt64, size: UInt64, function: Bool)]) -> Data {
        func bytes<T: FixedWidthInteger>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value.littleEndian) { Array($0) } }
        var names: [UInt8] = [0]
        var entries: [UInt8] = Array(repeating: 0, count: 24)
        for symbol in symbols {
            entries += bytes(UInt32(names.count)) + [symbol.function ? 0x12 : 0x11, 0] + bytes(UInt16(1)) + bytes(symbol.address) + bytes(symbol.size)
            names += Array(symbol.name.utf8) + [0]
        }
        let (namesAt, entriesAt) = (64, 64 + names.count)
        let sectionsAt = entriesAt + entries.count
        func section(type: UInt32, offset: Int, size: Int, link: UInt32, entrySize: UInt64) -> [UInt8] {
            bytes(UInt32(0)) + bytes(type) + bytes(UInt64(0)) + bytes(UInt64(0)) + bytes(UInt64(offset)) + bytes(UInt64(size))
                + bytes(link) + bytes(UInt32(0)) + bytes(UInt64(1)) + bytes(entrySize)
        }
        var header: [UInt8] = [0x7F, 0x45, 0x4C, 0x46, 2, 1, 1] + Array(repeating: 0, count: 57)
        header.replaceSubrange(0x28..<0x30, with: bytes(UInt64(sectionsAt)))
        header.replaceSubrange(0x3A..<0x3C, with: bytes(UInt16(64)))
        header.replaceSubrange(0x3C..<0x3E, with: bytes(UInt16(3)))
        let sections = Array(repeating: UInt8(0), count: 64)
            + section(type: 2, offset: entriesAt, size: entries.count, link: 2, entrySize: 24)
            + section(type: 3, offset: namesAt, size: names.count, link: 0, entrySize: 0)
        return Data(header + names + entries + sections)
    }

    @Test("Only the library's functions count: another module's, a variable, an empty symbol are left out")
    func countsTheLibrarysFunctions() throws {
        let elf = Self.image([
            ("$s13SyncBenchCore6EngineV4work", 0x1000, 96, true),
            ("$s13SyncBenchCore4SpinV4lock", 0x1050, 32, true),
            ("$s9SyncBench5OlderV4lock", 0x1080, 16, true),
            ("$s8BenchCLI4MainV", 0x1090, 16, true),
            ("$s13SyncBenchCore5tableSivp", 0x2000, 8, false),
            ("$s13SyncBenchCore5EmptyV", 0x10C0, 0, true),
        ])
        let alignment = try #require(CodeAlignment(elf: elf))
        #expect(alignment == CodeAlignment(functions: 3, alignedFunctions: 2))
        #expect(!alignment.isAligned, "2 of 3 is under 95%")
    }

    @Test("A build counts as aligned from 95% of its functions on 64 bytes")
    func alignedShare() {
        #expect(CodeAlignment(functions: 100, alignedFunctions: 95).isAligned)
        #expect(!CodeAlignment(functions: 100, alignedFunctions: 94).isAligned)
        #expect(!CodeAlignment(functions: 0, alignedFunctions: 0).isAligned)
    }

    @Test("No count from what is not an ELF image, a cut one, or one without the library's functions")
    func unreadable() throws {
        let elf = Self.image([("$s13SyncBenchCore6EngineV4work", 0x1000, 96, true)])
        #expect(CodeAlignment(elf: elf) != nil)
        #expect(CodeAlignment(elf: Data("#!/bin/sh\necho hello\n".utf8)) == nil)
        #expect(CodeAlignment(elf: elf.prefix(100)) == nil)
        #expect(CodeAlignment(elf: Self.image([("main", 0x1000, 16, true)])) == nil)
        var wild = elf
        wild.replaceSubrange(0x28..<0x30, with: [0xF0, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F])
        #expect(CodeAlignment(elf: wild) == nil, "section headers far beyond the file: no read, no overflow")
        var huge = elf
        let symtabSize = elf.count - 3 * 64 + 64 + 0x20
        huge.replaceSubrange(symtabSize..<symtabSize + 8, with: [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F])
        #expect(CodeAlignment(elf: huge) == nil, "a symbol table larger than the file is not walked")
        #expect(CodeAlignment.of(executable: "/no/such/file") == nil)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("code-alignment-\(UUID().uuidString)")
        try elf.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(CodeAlignment.of(executable: file.path) == CodeAlignment(functions: 1, alignedFunctions: 1))
    }
}
