import SyncBench
import Testing

/// Thousands of damaged results files: each must parse or give one clean line, never crash.
@Suite("Reading damaged results files")
struct ResultsFileFuzzTests {
    @Test func everyMutationParsesOrFailsCleanly() {
        let valid = ResultsFileTests.sample.text
        var random = SplitMix(seed: 0x5EED)
        var failures = 0
        for round in 0..<3_000 {
            let damaged = Mutation.allCases[round % Mutation.allCases.count].apply(to: valid, random: &random)
            do {
                let file = try ResultsFile(parsing: damaged)
                // What parses must also render: every derived statistic of every row is computable.
                _ = file.results.map { ($0.sample.median, $0.operationsPerSecond, MedianInterval($0.sample), Outliers($0.sample)) }
            } catch {
                failures += 1
                let message = error.description
                #expect(!message.isEmpty && !message.contains("\n"), "round \(round): '\(message)'")
            }
        }
        // Most mutations must be caught: a reader that accepts everything would pass the loop above.
        #expect(failures > 1_000)
    }
}

/// The kinds of damage a results file meets: cut short, shuffled, overwritten, duplicated.
private enum Mutation: CaseIterable {
    case truncate, junkBytes, swapColumns, dropCharacter, duplicateLine, insertQuote, replaceField

    func apply(to text: String, random: inout SplitMix) -> String {
        var bytes = Array(text.utf8)
        let position = Int(random.next() % UInt64(bytes.count))
        switch self {
        case .truncate:
            bytes = Array(bytes[..<position])
        case .junkBytes:
            for offset in 0..<Int(random.next() % 8 + 1) where position + offset < bytes.count {
                bytes[position + offset] = UInt8(truncatingIfNeeded: random.next())
            }
        case .swapColumns:
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let line = Int(random.next() % UInt64(lines.count))
            var fields = lines[line].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            if fields.count > 1 {
                let a = Int(random.next() % UInt64(fields.count)), b = Int(random.next() % UInt64(fields.count))
                fields.swapAt(a, b)
            }
            lines[line] = fields.joined(separator: ",")
            return lines.joined(separator: "\n")
        case .dropCharacter:
            bytes.remove(at: position)
        case .duplicateLine:
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = Int(random.next() % UInt64(lines.count))
            lines.insert(lines[line], at: line)
            return lines.joined(separator: "\n")
        case .insertQuote:
            bytes.insert(UInt8(ascii: "\""), at: position)
        case .replaceField:
            let junk = ["nan", "inf", "-1", "0", "", "1e400", "yes", "ok", "x,y", "\u{0}"][Int(random.next() % 10)]
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let line = Int(random.next() % UInt64(lines.count))
            var fields = lines[line].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            fields[Int(random.next() % UInt64(fields.count))] = junk
            lines[line] = fields.joined(separator: ",")
            return lines.joined(separator: "\n")
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A small deterministic generator, so a failure names a round that can be replayed.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
