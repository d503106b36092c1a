import Foundation

/// How many of an executable's library functions start on a 64-byte boundary, read from its ELF symbol table:
/// whether it was built with the alignment flags of the CI recipe (`-align-all-functions=6`, with
/// `-align-loops=64`; docs/ab.md#in-ci), as `bench ab --base` builds its base.
///
/// On some CPUs the same machine code runs several percent faster or slower where it lands relative to a cache
/// line, so a build with the flags and one without can differ by more than any change between them
/// (docs/layout.md#code-layout-between-builds). Without the flags, functions start on 16 bytes, so about a
/// quarter of them happen to start on 64; with them, every one does. Only the library's own functions are
/// counted (Swift symbols of `SyncBenchCore`, or of `SyncBench` for a build from before the library's targets),
/// since they hold the measuring loops. A Mach-O or stripped executable, or one that cannot be read, gives nil.
package struct CodeAlignment: Sendable, Equatable {
    /// The library's functions in the symbol table.
    package let functions: Int
    /// How many of them start on a 64-byte boundary.
    package let alignedFunctions: Int

    /// The share of aligned functions from which a build counts as built with the flags: all of them are then,
    /// against about a quarter without.
    package static let alignedShare = 0.95

    /// The mangled-name prefixes of the library's Swift symbols: the core target's, and the single target's of
    /// builds from before it.
    static let libraryPrefixes = ["$s13SyncBenchCore", "$s9SyncBench"].map { Array($0.utf8) }

    /// Makes a count.
    package init(functions: Int, alignedFunctions: Int) {
        self.functions = functions
        self.alignedFunctions = alignedFunctions
    }

    /// Whether the library's functions start on 64 bytes, as the alignment flags make them.
    package var isAligned: Bool {
        functions > 0 && Double(alignedFunctions) >= Self.alignedShare * Double(functions)
    }

    /// The count for the executable at `path`; nil when it cannot be read, is no 64-bit little-endian ELF file,
    /// or names none of the library's functions.
    package static func of(executable path: String) -> CodeAlignment? {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else { return nil }
        return CodeAlignment(elf: data)
    }

    /// The count for the ELF image `elf`; nil as for `of(executable:)`, and for a table that points outside it.
    package init?(elf: Data) {
        let image = ELFImage(elf)
        guard let symbols = image.symbolTable() else { return nil }
        var (functions, aligned) = (0, 0)
        for index in 0..<symbols.count {
            guard let symbol = image.symbol(index, of: symbols), symbol.isFunction, symbol.size > 0,
                  Self.libraryPrefixes.contains(where: { image.string(at: symbols.names &+ Int(symbol.name), hasPrefix: $0) })
            else { continue }
            functions += 1
            if symbol.address % 64 == 0 { aligned += 1 }
        }
        guard functions > 0 else { return nil }
        self.init(functions: functions, alignedFunctions: aligned)
    }
}

/// The few fields of a 64-bit little-endian ELF file that `CodeAlignment` reads, every read bounds-checked.
private struct ELFImage {
    /// Where the symbol table and its names lie, and how many entries it has.
    struct SymbolTable {
        let offset: Int
        let count: Int
        let entrySize: Int
        let names: Int
    }

    /// One symbol's fields.
    struct Symbol {
        let name: UInt32
        let isFunction: Bool
        let address: UInt64
        let size: UInt64
    }

    let bytes: Data

    init(_ bytes: Data) {
        self.bytes = bytes
    }

    /// The table of section `.symtab` (type 2), with its string table (the section its link names); nil when the
    /// section headers or the table lie outside the file, so that no offset read from it can overflow.
    func symbolTable() -> SymbolTable? {
        guard bytes.count >= 64, bytes.prefix(6).elementsEqual([0x7F, 0x45, 0x4C, 0x46, 2, 1]),
              let sections = integer(at: 0x28, size: 8), let sectionSize = integer(at: 0x3A, size: 2),
              let sectionCount = integer(at: 0x3C, size: 2), sectionSize >= 64
        else { return nil }
        guard sections <= bytes.count, sectionCount <= (bytes.count - sections) / sectionSize else { return nil }
        for index in 0..<sectionCount {
            let header = sections + index * sectionSize
            guard integer(at: header + 4, size: 4) == 2,
                  let offset = integer(at: header + 0x18, size: 8), let size = integer(at: header + 0x20, size: 8),
                  offset <= bytes.count, size <= bytes.count - offset,
                  let link = integer(at: header + 0x28, size: 4), let entrySize = integer(at: header + 0x38, size: 8), entrySize >= 24,
                  link < sectionCount, let names = integer(at: sections + link * sectionSize + 0x18, size: 8), names <= bytes.count
            else { continue }
            return SymbolTable(offset: offset, count: size / entrySize, entrySize: entrySize, names: names)
        }
        return nil
    }

    /// Entry `index` of `table`, or nil where it lies outside the file.
    func symbol(_ index: Int, of table: SymbolTable) -> Symbol? {
        let entry = table.offset + index * table.entrySize
        guard let name = integer(at: entry, size: 4), let info = integer(at: entry + 4, size: 1),
              let address = integer(at: entry + 8, size: 8), let size = integer(at: entry + 16, size: 8)
        else { return nil }
        return Symbol(name: UInt32(name), isFunction: info & 0xF == 2, address: UInt64(address), size: UInt64(size))
    }

    /// Whether the string at `offset` starts with `prefix`.
    func string(at offset: Int, hasPrefix prefix: [UInt8]) -> Bool {
        guard offset >= 0, offset + prefix.count <= bytes.count else { return false }
        let start = bytes.startIndex + offset
        return bytes[start..<start + prefix.count].elementsEqual(prefix)
    }

    /// The little-endian unsigned integer of `size` bytes at `offset`, or nil outside the file or beyond Int.
    func integer(at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size <= 8, offset <= bytes.count - size else { return nil }
        let start = bytes.startIndex + offset
        var value: UInt64 = 0
        for (shift, byte) in bytes[start..<start + size].enumerated() { value |= UInt64(byte) << (8 * UInt64(shift)) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
