import SyncBenchCore

/// A JSON document built in memory and written with sorted keys and a fixed layout, so that the same rows always
/// give the same bytes.
///
/// JSON has no NaN or infinity: a number that is not finite is written as `null`, so no export can produce a
/// document that a strict parser refuses.
package enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number, written without a fraction.
    case integer(Int)
    /// A number; written as `null` when it is NaN or infinite.
    case number(Double)
    /// A string, escaped as JSON requires.
    case string(String)
    /// An array, in order.
    case array([JSONValue])
    /// An object, written with its keys sorted.
    case object([String: JSONValue])

    /// `value` as a number, or `null` when there is none or it is not finite.
    package static func finite(_ value: Double?) -> JSONValue {
        guard let value, value.isFinite else { return .null }
        return .number(value)
    }

    /// The document as text: two spaces of indentation per level, keys sorted, a newline at the end.
    package var text: String {
        var text = ""
        write(to: &text, indent: 0)
        text += "\n"
        return text
    }

    private func write(to text: inout String, indent: Int) {
        switch self {
        case .null:
            text += "null"
        case .bool(let value):
            text += value ? "true" : "false"
        case .integer(let value):
            text += String(value)
        case .number(let value):
            text += value.isFinite ? Self.number(value) : "null"
        case .string(let value):
            Self.quote(value, into: &text)
        case .array(let values):
            writeContainer(values, open: "[", close: "]", to: &text, indent: indent) { value, text in
                value.write(to: &text, indent: indent + 1)
            }
        case .object(let members):
            writeContainer(members.sorted { $0.key < $1.key }, open: "{", close: "}", to: &text, indent: indent) { member, text in
                Self.quote(member.key, into: &text)
                text += ": "
                member.value.write(to: &text, indent: indent + 1)
            }
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: String, close: String, to text: inout String, indent: Int,
        writeElement: (Element, inout String) -> Void
    ) {
        guard !elements.isEmpty else {
            text += open + close
            return
        }
        let inner = String(repeating: "  ", count: indent + 1)
        text += open + "\n"
        for (index, element) in elements.enumerated() {
            text += inner
            writeElement(element, &text)
            text += index + 1 < elements.count ? ",\n" : "\n"
        }
        text += String(repeating: "  ", count: indent) + close
    }

    /// A finite number as JSON: whole values without a fraction, others as Swift's shortest exact form.
    private static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return "\(value)"
    }

    /// `value` in double quotes, with quotes, backslashes and control characters escaped.
    private static func quote(_ value: String, into text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
