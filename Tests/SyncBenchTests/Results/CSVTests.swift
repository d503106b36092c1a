import SyncBench
import Testing

@Suite("CSV quoting and parsing")
struct CSVTests {
    @Test func quotesOnlyWhatNeedsIt() {
        #expect(CSV.quote("plain") == "plain")
        #expect(CSV.quote("a,b") == "\"a,b\"")
        #expect(CSV.quote("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSV.quote("two\nlines") == "\"two\nlines\"")
        #expect(CSV.quote("two\r\nlines") == "\"two\r\nlines\"", "a carriage return and line feed is a line break")
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

    @Test("A field that starts with a combining mark, which joins the comma before it into one character, round-trips")
    func fieldsStartingWithACombiningMarkRoundTrip() throws {
        let fields = ["a", "\u{301}x", "\u{301}", "x\"\u{301}", "#\u{301}", ",\u{301}", "\u{301},", "\r\u{301}", "b"]
        var text = ""
        CSV.writeRecord(fields, to: &text)
        CSV.writeRecord(["\u{301}"], to: &text)
        let records = try CSV.parse(text).records.map(\.fields)
        #expect(records.map { $0.map { Array($0.unicodeScalars) } } == [fields, ["\u{301}"]].map { $0.map { Array($0.unicodeScalars) } })
        #expect(CSV.quote("#\u{301}") == "\"#\u{301}\"", "a leading # is quoted, whatever follows it")
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
