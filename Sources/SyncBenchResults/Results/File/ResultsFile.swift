import SyncBenchCore

/// A results file: metadata (the environment, the run's state) and one row per case.
package struct ResultsFile: Sendable, Equatable {
    /// `key: value` pairs written as `#` lines above the header, in order.
    package var metadata: [(key: String, value: String)]
    /// One result per case, in the order measured.
    package var results: [CaseResult]

    /// Makes a file.
    package init(metadata: [(key: String, value: String)], results: [CaseResult]) {
        self.metadata = metadata
        self.results = results
    }

    /// The value of the first metadata entry named `key`.
    package func metadata(_ key: String) -> String? {
        metadata.first { $0.key == key }?.value
    }

    /// The value the run recorded for the environment's `key`; nil in a file without it.
    package func metadata(_ key: EnvironmentKey) -> String? {
        metadata(key.rawValue)
    }

    /// Sets the metadata entry `key`, replacing its value in place or appending it.
    package mutating func setMetadata(_ key: String, _ value: String) {
        if let index = metadata.firstIndex(where: { $0.key == key }) {
            metadata[index].value = value
        } else {
            metadata.append((key, value))
        }
    }

    package static func == (lhs: ResultsFile, rhs: ResultsFile) -> Bool {
        lhs.results == rhs.results && lhs.metadata.elementsEqual(rhs.metadata) { $0 == $1 }
    }

    /// Writes the whole file to `stream`: schema line, metadata, header, rows.
    package func write<Stream: TextOutputStream>(to stream: inout Stream) {
        writeHead(to: &stream)
        let host = self.host
        for result in results {
            stream.write(Self.row(of: result, host: host))
        }
    }

    /// The file as text.
    package var text: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// The host every row names.
    var host: String { metadata(.host) ?? "" }

    /// Writes what comes above the rows: schema line, metadata, header.
    func writeHead<Stream: TextOutputStream>(to stream: inout Stream) {
        writeHead(schema: ResultsSchema.tag, columns: ResultsColumn.allCases.map(\.rawValue), to: &stream)
    }

    /// The schema line, the metadata and the header of a file of `schema` with `columns`: the results file's,
    /// or the forks file's beside it.
    func writeHead<Stream: TextOutputStream>(schema: String, columns: [String], to stream: inout Stream) {
        stream.write("# schema: \(schema)\n")
        for (key, value) in metadata {
            stream.write("# \(key): \(value.replacingOccurrences(of: "\n", with: " "))\n")
        }
        CSV.writeRecord(columns, to: &stream)
    }

    /// The line of `result`, newline included.
    static func row(of result: CaseResult, host: String) -> String {
        var line = ""
        CSV.writeRecord(ResultsRow.fields(of: result, host: host), to: &line)
        return line
    }
}
