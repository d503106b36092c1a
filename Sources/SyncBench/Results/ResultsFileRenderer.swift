/// Renders a results file that is written again after every measurement, formatting only the rows that
/// changed since the last rendering. A run of a thousand measurements would otherwise format every row a
/// thousand times, and that work competes for the CPUs with the measurement running beside it.
public struct ResultsFileRenderer {
    private var rows: [(result: CaseResult, host: String, line: String)] = []

    /// A renderer that has rendered nothing yet.
    public init() {}

    /// `file` as text, the same as `file.text`.
    public mutating func text(of file: ResultsFile) -> String {
        var text = ""
        file.writeHead(to: &text)
        let host = file.host
        rows.removeLast(max(0, rows.count - file.results.count))
        for (index, result) in file.results.enumerated() {
            if index < rows.count, rows[index].host == host, rows[index].result == result {
                text += rows[index].line
                continue
            }
            let line = ResultsFile.row(of: result, host: host)
            if index < rows.count { rows[index] = (result, host, line) } else { rows.append((result, host, line)) }
            text += line
        }
        return text
    }
}
