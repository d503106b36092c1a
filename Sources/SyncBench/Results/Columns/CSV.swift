/// RFC 4180 fields and records, with `#` comment lines for metadata (which gnuplot skips too).
public enum CSV {
    /// `field`, quoted when it holds a comma, a quote, a line break, or starts with `#`.
    public static func quote(_ field: String) -> String {
        let needsQuotes = field.contains { $0 == "," || $0 == "\"" || $0.isNewline } || field.hasPrefix("#")
        guard needsQuotes else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Writes one record and its line break to `stream`.
    public static func writeRecord<Stream: TextOutputStream>(_ fields: [String], to stream: inout Stream) {
        stream.write(fields.map(quote).joined(separator: ","))
        stream.write("\n")
    }

    /// A parsed file: its comment lines and its records, each with the line it started on.
    public struct Document: Equatable, Sendable {
        /// The text of every `#` line, without the `#` and one following space.
        public var comments: [String] = []
        /// The records in order.
        public var records: [Record] = []
    }

    /// One record and the line (1-based) where it starts.
    public struct Record: Equatable, Sendable {
        /// The record's fields, unquoted.
        public var fields: [String]
        /// The line the record starts on.
        public var line: Int
    }

    /// A syntax error, with the line where it was found.
    public struct SyntaxError: Error, Equatable, CustomStringConvertible {
        /// The line, 1-based.
        public var line: Int
        /// What is wrong.
        public var reason: String
        public var description: String { "line \(line): \(reason)" }
    }

    /// Parses `text`. A `#` at the start of a line, outside quotes, starts a comment line; blank lines are skipped.
    public static func parse(_ text: String) throws(SyntaxError) -> Document {
        var document = Document()
        var fields: [String] = []
        var field = ""
        var line = 1
        var recordLine = 1
        var atLineStart = true
        var inQuotes = false
        var fieldWasQuoted = false
        var characters = text.makeIterator()
        var pending: Character? = nil

        func endRecord() {
            fields.append(field)
            if !(fields.count == 1 && fields[0].isEmpty && !fieldWasQuoted) {
                document.records.append(Record(fields: fields, line: recordLine))
            }
            fields = []
            field = ""
            fieldWasQuoted = false
        }

        while let character = pending ?? characters.next() {
            pending = nil
            if inQuotes {
                if character == "\"" {
                    let next = characters.next()
                    if next == "\"" {
                        field.append("\"")
                    } else {
                        inQuotes = false
                        pending = next
                    }
                } else {
                    if character == "\n" || character == "\r\n" { line += 1 }
                    field.append(character)
                }
                continue
            }
            if atLineStart {
                recordLine = line
                atLineStart = false
                if character == "#" {
                    var comment = ""
                    while let next = characters.next(), next != "\n", next != "\r\n" { comment.append(next) }
                    document.comments.append(comment.hasPrefix(" ") ? String(comment.dropFirst()) : comment)
                    line += 1
                    atLineStart = true
                    continue
                }
            }
            switch character {
            case "\"":
                guard field.isEmpty, !fieldWasQuoted else {
                    throw SyntaxError(line: line, reason: "a quote inside an unquoted field")
                }
                inQuotes = true
                fieldWasQuoted = true
            case ",":
                fields.append(field)
                field = ""
                fieldWasQuoted = false
            case "\n", "\r\n":
                endRecord()
                line += 1
                atLineStart = true
            default:
                guard !fieldWasQuoted else {
                    throw SyntaxError(line: line, reason: "text after a closing quote")
                }
                field.append(character)
            }
        }
        if inQuotes {
            throw SyntaxError(line: recordLine, reason: "a quoted field is never closed (is the file truncated?)")
        }
        if !atLineStart { endRecord() }
        return document
    }
}
