/// `--progress`: how a long command's progress is shown.
public enum ProgressMode: String, Sendable, CaseIterable {
    /// The status line on a terminal, lines elsewhere.
    case auto
    /// The status line redrawn in place, even where stderr is not a terminal.
    case bar
    /// One line per step, as in a CI log.
    case lines
    /// Nothing until the summary.
    case none
}

/// Where a long command's progress goes: one line per step (a pipe, a CI log), one status line redrawn in
/// place (a terminal), or nowhere. A command says what happens; the progress decides how it looks.
enum ProgressDisplay {
    /// One line per step, written to the console.
    case lines(Console)
    /// A status line, with permanent lines above it.
    case bar(StatusLine, Terminal)
    /// Nothing.
    case silent

    /// The progress `mode` asks for on `console`'s standard error.
    static func make(_ mode: ProgressMode, console: Console) -> ProgressDisplay {
        let terminal = console.terminals.error
        return switch mode {
        case .none: .silent
        case .lines: .lines(console)
        case .bar: .bar(StatusLine(width: terminal.width, write: console.err), terminal)
        case .auto: terminal.isInteractive ? .bar(StatusLine(width: terminal.width, write: console.err), terminal) : .lines(console)
        }
    }

    /// A step begins: in lines, its opening (`[ 3/40] case ... `, finished by `step(ended:)`); in a bar, the status.
    func step(starting opening: String, status: String) {
        switch self {
        case .lines(let console): console.err(opening)
        case .bar(let line, _): line.show(status)
        case .silent: break
        }
    }

    /// A step ended: in lines, the end of its line; in a bar, the status with the step's figure.
    func step(ended ending: String, status: String) {
        switch self {
        case .lines(let console): console.err(ending + "\n")
        case .bar(let line, _): line.show(status)
        case .silent: break
        }
    }

    /// Where a job stands, in a line of its own: each one kept in lines, the last one shown in a bar.
    func update(_ line: String) {
        switch self {
        case .lines(let console): console.err(line + "\n")
        case .bar(let status, _): status.show(line)
        case .silent: break
        }
    }

    /// A line that must stay (a failure, a warning), in `colour` on a terminal that takes colour.
    func note(_ line: String, colour: Terminal.Colour? = nil) {
        switch self {
        case .lines(let console): console.err(line + "\n")
        case .bar(let status, let terminal): status.print(colour.map { terminal.paint(line, $0) } ?? line)
        case .silent: break
        }
    }

    /// The end: the status line is cleared, so that what follows starts on a clean line.
    func finish() {
        if case .bar(let line, _) = self { line.clear() }
    }

    /// The status line, where there is one: an interruption clears it before it speaks.
    var statusLine: StatusLine? {
        if case .bar(let line, _) = self { return line }
        return nil
    }
}
