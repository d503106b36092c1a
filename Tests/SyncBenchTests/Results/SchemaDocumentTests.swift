import Foundation
import SyncBench
import Testing

@Suite("The schema's documentation")
struct SchemaDocumentTests {
    @Test("docs/csv-schema.md holds the column table the writer and the reader use, as it is")
    func documentHoldsTheColumnTable() throws {
        let document = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../docs/csv-schema.md")
        let text = try String(contentsOf: document, encoding: .utf8)
        #expect(text.contains(ResultsColumn.markdownTable), "regenerate the table with 'bench list --columns'")
    }

    @Test("The status column's meaning names every word the writer can put in it")
    func statusMeaningNamesEveryWord() {
        for word in CaseResult.Status.Word.allCases {
            #expect(ResultsColumn.status.meaning.contains("`\(word.rawValue)`"), "\(word.rawValue)")
        }
    }
}
