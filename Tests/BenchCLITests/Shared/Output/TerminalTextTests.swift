@testable import BenchCLI
import Testing

/// Text as a terminal lays it out: columns rather than characters, a status line fitted to any width, and
/// tables aligned whatever colour or wide characters their cells hold.
@Suite("Terminal text: columns, the status line's layout, aligned tables")
struct TerminalTextTests {
    @Test("Wide characters and emoji take two columns, combining marks and colour escapes none")
    func columns() {
        #expect(TextColumns.count("NSLock threads=2") == 16)
        #expect(TextColumns.count("互斥锁") == 6)
        #expect(TextColumns.count("ロック") == 6)
        #expect(TextColumns.count("🔒") == 2)
        #expect(TextColumns.count("e\u{301}") == 1)
        #expect(TextColumns.count("\u{1B}[33m~#\u{1B}[0m") == 2)
        #expect(TextColumns.prefix("互斥锁", columns: 3) == "互")  // never half a wide character
        #expect(TextColumns.fitted("contended NSLock", columns: 10) == "contend...")
        #expect(TextColumns.fitted("short", columns: 10) == "short")
    }

    static let long = ProgressStatus(
        counter: "[ 17/1139]", name: "contended pthread_mutex_errorcheck cs=1000ns think=50ns threads=8 (fork 3 of 5)",
        figure: "last 10.0 ns/op", timeLeft: "4:31 left", done: 570, total: 1139
    )

    @Test("A wide terminal shows everything: counter, case, last figure, time left and the bar")
    func wideTerminal() {
        #expect(Self.long.line(columns: 200) == "[ 17/1139] \(Self.long.name)  last 10.0 ns/op  4:31 left  [##########----------]")
    }

    @Test("At 60 columns the bar and the figure give way so that the case's name keeps its room, and the line fits")
    func sixtyColumns() {
        let line = Self.long.line(columns: 60)
        #expect(TextColumns.count(line) <= 59)
        #expect(line == "[ 17/1139] contended pthread_mutex_errorcheck...  4:31 left")
    }

    @Test("A name of wide characters is fitted by columns, not characters")
    func wideCharacterName() {
        var status = Self.long
        status.name = "contended 互斥锁互斥锁互斥锁互斥锁互斥锁互斥锁 threads=8 🔒"
        for columns in [40, 50, 60, 80] {
            let line = status.line(columns: columns)
            #expect(TextColumns.count(line) <= columns - 1, "\(columns): \(line)")
            #expect(line.hasPrefix("[ 17/1139] contended 互斥锁"))
        }
    }

    @Test("A 15-column terminal still gets a line that does not wrap, on the status line as drawn")
    func fifteenColumns() {
        #expect(TextColumns.count(Self.long.line(columns: 15)) <= 14)
        let written = ProgressTests.Written()
        let line = StatusLine(columns: { 15 }, write: written.write)
        line.show(.status(Self.long))
        line.show(.text("pair round 3: 12 of 40 cases open"))
        for drawn in written.text.components(separatedBy: StatusLine.clear).dropFirst() {
            #expect(TextColumns.count(drawn) <= 14, "\(drawn)")
        }
    }

    @Test("A table aligns by columns: a coloured mark or a wide name does not shift the figures")
    func alignedTable() {
        let colour = Terminal(isInteractive: true, usesColour: true, width: 80)
        var table = TextTable(header: ["primitive", "Mops/s"])
        table.rows = [["NSLock", "12.5" + colour.paint("~", .yellow)], ["互斥锁", "3.25"], ["Mutex", "140 " + colour.paint("FAILED", .red)]]
        let lines = table.render().split(separator: "\n").map(String.init)
        let widths = lines.map(TextColumns.count)
        #expect(widths == [23, 23, 23, 23], "\(lines)")
        #expect(lines[1].hasSuffix("12.5\u{1B}[33m~\u{1B}[0m"))
    }
}
