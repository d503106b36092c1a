/// `--progress`: how a long command's progress is shown.
package enum ProgressMode: String, Sendable, CaseIterable {
    /// The status line on a terminal, lines elsewhere.
    case auto
    /// The status line redrawn in place, even where stderr is not a terminal.
    case bar
    /// One line per step, as in a CI log.
    case lines
    /// Nothing until the summary, but for errors and the warnings that change what the results mean.
    case none
}

/// The part of a long job's progress that an interruption must cut cleanly: a status line, or a log's line
/// under way. Ctrl-C's message goes through it, under its lock, so that no redraw or half line comes between.
protocol LiveProgress: AnyObject, Sendable {
    /// Ends the live part for good (a status line erased and never drawn again; a half-written line ended)
    /// and writes `message`, which ends in a line break, in one step.
    func interrupt(with message: String)
}

/// Where a long command's progress goes: one line per step (a pipe, a CI log), one status line redrawn in
/// place (a terminal), or nowhere. A command says what happens; the progress decides how it looks.
enum ProgressDisplay: Sendable {
    /// One line per step, coloured where `Terminal` takes colour.
    case lines(ProgressLog, Terminal)
    /// A status line, with permanent lines above it.
    case bar(StatusLine, Terminal)
    /// Nothing.
    case silent

    /// The progress `mode` asks for on `console`'s standard error.
    static func make(_ mode: ProgressMode, console: Console) -> ProgressDisplay {
        let terminal = console.terminals.error
        let lines = { ProgressDisplay.lines(ProgressLog(write: console.err), terminal) }
        let bar = { ProgressDisplay.bar(StatusLine(columns: { terminal.currentWidth() }, write: console.err), terminal) }
        return switch mode {
        case .none: .silent
        case .lines: lines()
        case .bar: bar()
        case .auto: terminal.isInteractive ? bar() : lines()
        }
    }

    /// A step begins: in lines, its opening (`[ 3/40] case ... `, finished by `step(ended:)`); in a bar, the status.
    func step(starting opening: String, status: ProgressStatus) {
        switch self {
        case .lines(let log, _): log.open(opening)
        case .bar(let line, _): line.show(.status(status))
        case .silent: break
        }
    }

    /// A step ended: in lines, the end of its line; in a bar, the status with the step's figure.
    func step(ended ending: String, status: ProgressStatus) {
        switch self {
        case .lines(let log, _): log.close(ending)
        case .bar(let line, _): line.show(.status(status))
        case .silent: break
        }
    }

    /// Where a job stands, in a line of its own: each one kept in lines, the last one shown in a bar.
    func update(_ line: String) {
        switch self {
        case .lines(let log, _): log.print(line)
        case .bar(let status, _): status.show(.text(line))
        case .silent: break
        }
    }

    /// A line that must stay (a failure, a warning), in `colour` on a terminal that takes colour.
    func note(_ line: String, colour: Terminal.Colour? = nil) {
        switch self {
        case .lines(let log, let terminal): log.print(colour.map { terminal.paint(line, $0) } ?? line)
        case .bar(let status, let terminal): status.print(colour.map { terminal.paint(line, $0) } ?? line)
        case .silent: break
        }
    }

    /// `console` with its standard error written as notes of this progress: a command's chatter that
    /// `--progress none` silences.
    func notes(on console: Console) -> Console {
        var notes = Console(out: console.out, err: { note($0) })
        notes.terminals = console.terminals
        return notes
    }

    /// The end: the status line is cleared, or a half-written line ended, so that what follows starts on a clean line.
    func finish() {
        switch self {
        case .lines(let log, _): log.finish()
        case .bar(let line, _): line.clear()
        case .silent: break
        }
    }

    /// The live part of the progress, where there is one: an interruption speaks through it.
    var statusLine: (any LiveProgress)? {
        switch self {
        case .lines(let log, _): log
        case .bar(let line, _): line
        case .silent: nil
        }
    }
}
