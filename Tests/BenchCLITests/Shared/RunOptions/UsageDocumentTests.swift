@testable import BenchCLI
import Foundation
import Testing

@Suite("docs/usage.md keeps up with bench run's options")
struct UsageDocumentTests {
    /// The rows of the options table in docs/usage.md, by the options they name.
    static func documentedRows() throws -> [String: String] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../docs/usage.md")
        let text = try String(contentsOf: path, encoding: .utf8)
        var rows: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `--") {
            let names = line.split(separator: "|")[0].split(separator: "`").filter { $0.hasPrefix("--") }
            for name in names { rows[String(name.split(separator: " ")[0])] = String(line) }
        }
        return rows
    }

    @Test("Every option of bench run has a row in the table, and every row is an option")
    func everyOptionHasARow() throws {
        let rows = try Self.documentedRows()
        let names = Set(RunOptions.options.map { String($0.name.split(separator: ",")[0]) })
        #expect(names.subtracting(rows.keys).sorted() == [])
        #expect(Set(rows.keys).subtracting(names).sorted() == [])
    }
}
