import SyncBench
import Testing

@Suite("CSV quoting and parsing")
struct CSVTests {
    @Test func quotesOnlyWhatNeedsIt() {
        #expect(CSV.quote("plain") == "plain")
        #expect(CSV.quote("a,b") == "\"a,b\"")
        #expect(CSV.quote("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSV.quote("two\nlines") == "\"two\nlines\"")
        #expect(CSV.quote("two\r\nlines") == "\"two\r\nlines\"", "Swift holds CRLF as one character, neither LF nor CR")
        #expect(CSV.quote("#not a comment") == "\"#not a comment\"")
        #expect(CSV.quote("") == "")
    }

    @Test func writesThenParsesAwkwardFields() throws {
        let fields = ["a,b", "say \"hi\"", "two\nlines", "two\r\nlines", "#hash", "", "plain"]
        var text = "# note: kept\n"
        CSV.writeRecord(fields, to: &text)
        CSV.writeRecord(["x"], to: &text)
        let document = try CSV.parse(text)
        #expect(document.comments == ["note: kept"])
        #expect(document.records.map(\.fields) == [fields, ["x"]])
        #expect(document.records.map(\.line) == [2, 5])
    }

    @Test func acceptsCRLFAndSkipsBlankLines() throws {
        let document = try CSV.parse("a,b\r\n\r\nc,d\r\n")
        #expect(document.records.map(\.fields) == [["a", "b"], ["c", "d"]])
    }

    @Test func rejectsBrokenQuoting() {
        #expect(throws: CSV.SyntaxError.self) { try CSV.parse("a,\"open\n") }
        #expect(throws: CSV.SyntaxError.self) { try CSV.parse("a,b\"c\n") }
        #expect(throws: CSV.SyntaxError.self) { try CSV.parse("\"a\"b\n") }
    }
}
