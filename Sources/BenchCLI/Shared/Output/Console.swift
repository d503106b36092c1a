/// Where a command writes: results to `out`, progress and errors to `err`. Tests capture both.
package struct Console: Sendable {
    /// Writes to standard output (the summary, the list).
    package var out: @Sendable (String) -> Void
    /// Writes to standard error (progress, warnings, errors).
    package var err: @Sendable (String) -> Void
    /// What `out` and `err` are connected to: not a terminal unless the console is the process's own.
    var terminals = (output: Terminal.file, error: Terminal.file)

    /// Makes a console from two sinks.
    package init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    /// The process's standard output and error, written unbuffered so that progress and results interleave
    /// sanely. A reader of standard output that went away (`bench run | head`) ends the process by SIGPIPE;
    /// one of standard error is let go (see `StandardStream`).
    package static var standard: Console {
        var console = Console(out: { StandardStream.output($0) }, err: { StandardStream.error($0) })
        console.terminals = (Terminal.standardOutput, Terminal.standardError)
        return console
    }
}
