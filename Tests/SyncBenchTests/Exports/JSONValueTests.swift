import Foundation
import SyncBench
import Testing

/// The JSON writer every export shares: stable output, valid JSON, never NaN or Infinity.
@Suite("JSON writer")
struct JSONValueTests {
    @Test func keysAreSortedAndTheLayoutIsFixed() {
        let value = JSONValue.object(["b": .integer(2), "a": .array([.bool(true), .null]), "c": .object([:])])
        #expect(value.text == "{\n  \"a\": [\n    true,\n    null\n  ],\n  \"b\": 2,\n  \"c\": {}\n}\n")
    }

    @Test("Numbers that are not finite are written as null", arguments: [Double.nan, .infinity, -.infinity, .signalingNaN])
    func nonFiniteNumbersAreNull(_ number: Double) throws {
        let text = JSONValue.object(["x": .number(number), "y": .finite(number)]).text
        #expect(text == "{\n  \"x\": null,\n  \"y\": null\n}\n")
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(parsed["x"] is NSNull)
    }

    @Test func finiteNumbersReadBackExactly() throws {
        let numbers: [Double] = [0, 13, -2.5, 7.55278847979861, 1e-7, 6.02e23, 123_456_789_012]
        let text = JSONValue.array(numbers.map(JSONValue.number)).text
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [NSNumber])
        #expect(parsed.map(\.doubleValue) == numbers)
        #expect(text.contains("  13,\n"), "a whole number is written without a fraction")
    }

    @Test func stringsAreEscaped() throws {
        let awkward = "quote \" backslash \\ newline \n tab \t bell \u{7} é"
        let text = JSONValue.object([awkward: .string(awkward)]).text
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String])
        #expect(parsed == [awkward: awkward])
        #expect(text.contains("\\u0007"))
    }

    @Test func aMissingValueIsNull() {
        #expect(JSONValue.finite(nil) == .null)
        #expect(JSONValue.finite(2) == .number(2))
    }
}
