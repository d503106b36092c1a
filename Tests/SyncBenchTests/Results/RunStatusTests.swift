import SyncBench
import Testing

@Suite("A run's status is written as it always was, and reads from files of any age")
struct RunStatusTests {
    @Test("Each status writes the text older builds wrote")
    func writes() {
        let written: [(RunStatus, String)] = [
            (.inProgress(), "in_progress"),
            (.inProgress("3 of 20 measurements in 5 forks"), "in_progress (3 of 20 measurements in 5 forks)"),
            (.complete(), "complete"),
            (.complete("120 pairs in 20 pair rounds"), "complete (120 pairs in 20 pair rounds)"),
            (.interrupted("3 of 20 measurements in 5 forks"), "interrupted (3 of 20 measurements in 5 forks)"),
            (.failed(after: "2 of 20 measurements in 5 forks", reason: "fork 2 hung"), "failed after 2 of 20 measurements in 5 forks: fork 2 hung"),
        ]
        for (status, text) in written {
            #expect(status.description == text)
            #expect(status.metadata.key == RunStatus.key && status.metadata.value == text)
            #expect(RunStatus(parsing: text) == status)
        }
    }

    @Test("The forms older builds wrote read back, and write again byte for byte")
    func readsOlderForms() {
        let older: [(String, RunStatus)] = [
            ("in_progress (3 of 9 cases)", .inProgress("3 of 9 cases")),
            ("interrupted (3 of 9 cases)", .interrupted("3 of 9 cases")),
            ("interrupted (1 of 4 measurements in 2 rounds)", .interrupted("1 of 4 measurements in 2 rounds")),
            ("in_progress (pair round 3, 1 of 2 cases decided)", .inProgress("pair round 3, 1 of 2 cases decided")),
            (
                "complete (every case measured; the findings' pairs ended early: fork 3 hung (exit 1))",
                .complete("every case measured; the findings' pairs ended early: fork 3 hung (exit 1)")
            ),
            (
                "failed after 0 pairs in 0 pair rounds: the baseline /bin/true does not speak: no hello",
                .failed(after: "0 pairs in 0 pair rounds", reason: "the baseline /bin/true does not speak: no hello")
            ),
            ("failed after 1 of 4 measurements in 2 forks: ", .failed(after: "1 of 4 measurements in 2 forks", reason: "")),
        ]
        for (text, status) in older {
            #expect(RunStatus(parsing: text) == status, "\(text)")
            #expect(RunStatus(parsing: text).description == text)
        }
        #expect(older.map { RunStatus(parsing: $0.0).isComplete } == [false, false, false, false, true, false, false])
    }

    @Test("A value of no known form is kept as written and is not complete: the statuses of runs pooled from a folder")
    func keepsOtherValues() {
        for text in ["complete | interrupted (3 of 9)", "done", "failed", "failed: no hello", "in_progress 3 of 9", "complete (3 of 9", ""] {
            #expect(RunStatus(parsing: text) == .unrecognized(text))
            #expect(RunStatus(parsing: text).description == text)
            #expect(!RunStatus(parsing: text).isComplete)
        }
    }

    @Test("A file's run counts as incomplete by its status; one from before the status was recorded counts as complete")
    func incompleteRuns() throws {
        var file = ResultsFile(metadata: [("host", "box")], results: [])
        #expect(file.runStatus == nil && file.incompleteRuns == 0)
        let statuses = [("complete (120 pairs in 20 pair rounds)", 0), ("interrupted (3 of 9 cases)", 1), ("failed after 0 of 4 measurements in 2 forks: x", 1)]
        for (text, incomplete) in statuses {
            file.setMetadata(RunStatus.key, text)
            let read = try ResultsFile(parsing: file.text)
            #expect(read.incompleteRuns == incomplete)
            #expect(read.text.contains("\n# \(RunStatus.key): \(text)\n"))
        }
        file.setRunStatus(.complete())
        #expect(file.metadata(RunStatus.key) == "complete" && file.metadata.count == 2)
    }
}
