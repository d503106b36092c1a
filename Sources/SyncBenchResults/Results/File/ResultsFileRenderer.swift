import SyncBenchCore

/// Renders a results file that is written again after every measurement, formatting only the rows that
/// changed since the last rendering. A run of a thousand measurements would otherwise format every row a
/// thousand times, and that work competes for the CPUs with the measurement running beside it.
package struct ResultsFileRenderer {
    private var rows = CaseLinesCache()

    /// A renderer that has rendered nothing yet.
    package init() {}

    /// `file` as text, the same as `file.text`.
    package mutating func text(of file: ResultsFile) -> String {
        var text = ""
        file.writeHead(to: &text)
        return text + rows.lines(of: file, rendering: ResultsFile.row(of:host:))
    }
}

/// The lines of each case of a file that is rendered again after every measurement, kept from one rendering to
/// the next so that only the cases that changed are formatted again.
struct CaseLinesCache {
    private var cases: [(result: CaseResult, host: String, lines: String)] = []

    /// The lines of every case of `file`, in order: those of an unchanged case as kept, the others from `rendering`.
    mutating func lines(of file: ResultsFile, rendering: (CaseResult, String) -> String) -> String {
        let host = file.host
        cases.removeLast(max(0, cases.count - file.results.count))
        var text = ""
        for (index, result) in file.results.enumerated() {
            if index < cases.count, cases[index].host == host, cases[index].result == result {
                text += cases[index].lines
                continue
            }
            let lines = rendering(result, host)
            if index < cases.count { cases[index] = (result, host, lines) } else { cases.append((result, host, lines)) }
            text += lines
        }
        return text
    }
}
