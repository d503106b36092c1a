import SyncBenchCore

/// RFC 4180 fields and records, with `#` comment lines for metadata (which gnuplot skips too).
///
/// Both directions work on Unicode scalars, not characters: a field that starts with a combining mark would
/// otherwise make one character of the comma before it, which then neither splits nor calls for quotes.
package enum CSV {
    /// The line breaks a field is quoted for: any that some reader may end a line at (`parse` ends lines at a
    /// line feed only).
    private static let lineBreaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]

    /// `field`, quoted when it holds a comma, a quote, a line break, or starts with `#`.
    package static func quote(_ field: String) -> String {
        let scalars = field.unicodeScalars
        let needsQuotes = scalars.first == "#" || scalars.contains { $0 == "," || $0 == "\"" || lineBreaks.contains($0) }
        guard needsQuotes else { return field }
        var quoted = String.UnicodeScalarView()
        quoted.append("\"")
        for scalar in scalars {
            if scalar == "\"" { quoted.append("\"") }
            quoted.append(scalar)
        }
        quoted.append("\"")
        return String(quoted)
    }

    /// Writes one record and its line break to `stream`.
    package static func writeRecord<Stream: TextOutputStream>(_ fields: [String], to stream: inout Stream) {
        stream.write(fields.map(quote).joined(separator: ","))
        stream.write("\n")
    }

    /// A parsed file: its comment lines and its records, each with the line it started on.
    package struct Document: Equatable, Sendable {
        /// The text of every `#` line, without the `#` and one following space.
        package var comments: [String] = []
        /// The records in order.
        package var records: [Record] = []
    }

    /// One record and the line (1-based) where it starts.
    package struct Record: Equatable, Sendable {
        /// The record's fields, unquoted.
        package var fields: [String]
        /// The line the record starts on.
        package var line: Int
    }

    /// A syntax error, with the line where it was found.
    package struct SyntaxError: Error, Equatable, CustomStringConvertible {
        /// The line, 1-based.
        package var line: Int
        /// What is wrong.
        package var reason: String
        package var description: String { "line \(line): \(reason)" }
    }

    /// Parses `text`. A `#` at the start of a line, outside quotes, starts a comment line; blank lines are skipped.
    /// A line ends at a line feed or a carriage return and line feed; a carriage return alone is text.
    package static func parse(_ text: String) throws(SyntaxError) -> Document {
        var document = Document()
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var line = 1
        var recordLine = 1
        var atLineStart = true
        var inQuotes = false
        var fieldWasQuoted = false
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil

        func endRecord() {
            fields.append(String(field))
            if !(fields.count == 1 && fields[0].isEmpty && !fieldWasQuoted) {
                document.records.append(Record(fields: fields, line: recordLine))
            }
            fields = []
            field = String.UnicodeScalarView()
            fieldWasQuoted = false
        }

        while let raw = pending ?? scalars.next() {
            pending = nil
            if inQuotes {
                if raw == "\"" {
                    let following = scalars.next()
                    if following == "\"" {
                        field.append("\"")
                    } else {
                        inQuotes = false
                        pending = following
                    }
                } else {
                    if raw == "\n" { line += 1 }
                    field.append(raw)
                }
                continue
            }
            // A carriage return and line feed end a line as a line feed does; a carriage return alone is text.
            var scalar = raw
            if raw == "\r" {
                let following = scalars.next()
                if following == "\n" { scalar = "\n" } else { pending = following }
            }
            if atLineStart {
                recordLine = line
                atLineStart = false
                if scalar == "#" {
                    var comment = String.UnicodeScalarView()
                    while let next = scalars.next(), next != "\n" { comment.append(next) }
                    if comment.last == "\r" { comment.removeLast() }
                    if comment.first == " " { comment.removeFirst() }
                    document.comments.append(String(comment))
                    line += 1
                    atLineStart = true
                    continue
                }
            }
            switch scalar {
            case "\"":
                guard field.isEmpty, !fieldWasQuoted else {
                    throw SyntaxError(line: line, reason: "a quote inside an unquoted field")
                }
                inQuotes = true
                fieldWasQuoted = true
            case ",":
                fields.append(String(field))
                field = String.UnicodeScalarView()
                fieldWasQuoted = false
            case "\n":
                endRecord()
                line += 1
                atLineStart = true
            default:
                guard !fieldWasQuoted else {
                    throw SyntaxError(line: line, reason: "text after a closing quote")
                }
                field.append(scalar)
            }
        }
        if inQuotes {
            throw SyntaxError(line: recordLine, reason: "a quoted field is never closed (is the file truncated?)")
        }
        if !atLineStart { endRecord() }
        return document
    }
}
