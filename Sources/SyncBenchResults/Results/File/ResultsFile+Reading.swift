import SyncBenchCore

/// Why a results file cannot be read; `description` is one line for the user.
package struct ResultsFileError: Error, Equatable, CustomStringConvertible {
    /// The one-line message.
    package var description: String

    /// Makes an error with its message.
    package init(_ description: String) {
        self.description = description
    }
}

extension ResultsFile {
    /// Reads a results file written by `write(to:)`, or by an older harness of the same schema version.
    /// - Throws: `ResultsFileError` naming the line and column at fault, or both lines of a case given twice.
    package init(parsing text: String) throws(ResultsFileError) {
        guard !text.isEmpty else { throw ResultsFileError("the file is empty") }
        let document: CSV.Document
        do {
            document = try CSV.parse(text)
        } catch {
            throw ResultsFileError("not valid CSV: \(error)")
        }
        let metadata = document.comments.compactMap { comment -> (key: String, value: String)? in
            guard let colon = comment.firstIndex(of: ":") else { return nil }
            let value = comment[comment.index(after: colon)...].drop { $0 == " " }
            return (String(comment[..<colon]), String(value))
        }
        guard let schema = metadata.first(where: { $0.key == "schema" })?.value else {
            throw ResultsFileError("no '# schema:' line: not a syncbench results file")
        }
        guard ResultsSchema.readable.contains(schema) else {
            throw ResultsFileError("schema \(schema) is not one this reader supports (\(ResultsSchema.readable.joined(separator: ", ")))")
        }
        guard let header = document.records.first else {
            throw ResultsFileError("no header row")
        }
        let missing = ResultsColumn.required.map(\.rawValue).filter { !header.fields.contains($0) }
        guard missing.isEmpty else {
            throw ResultsFileError("header lacks column(s) \(missing.joined(separator: ", "))")
        }
        var results: [CaseResult] = []
        // By host, then case: a file merged from several runs for the charts (`RunSet.mergedText`) holds a case
        // once per run, its `host` column telling them apart.
        var firstLines: [String: [CaseKey: Int]] = [:]
        for record in document.records.dropFirst() {
            guard record.fields != header.fields else {
                throw ResultsFileError("line \(record.line): the header row again (two results files joined into one?)")
            }
            guard record.fields.count == header.fields.count else {
                throw ResultsFileError(
                    "line \(record.line): \(record.fields.count) fields where the header has \(header.fields.count)"
                )
            }
            let row = Dictionary(zip(header.fields, record.fields), uniquingKeysWith: { first, _ in first })
            let result = try RowDecoder(row: row, line: record.line).result()
            // A case twice would be compared, pooled and plotted as one of its rows, the other dropped unseen.
            let (host, key) = (row[ResultsColumn.host.rawValue] ?? "", CaseKey(result))
            if let first = firstLines[host]?[key] {
                throw ResultsFileError("line \(record.line): the case \(key) again, as on line \(first); a results file holds each case once")
            }
            firstLines[host, default: [:]][key] = record.line
            results.append(result)
        }
        self.init(metadata: metadata.filter { $0.key != "schema" }, results: results)
        recordPlacements()
    }
}
