/// One option of a command as its help shows it; its declaration (`CommandOption`) adds what it does.
struct OptionHelp: Sendable {
    /// The name, with its dashes: `--filter`.
    let name: String
    /// The value's placeholder (`REGEX`), or nil for a flag.
    let value: String?
    /// What it does, in a few words; each line break starts another line of it, under the first.
    let summary: String
    /// What holds without it: a value, `off` for a flag, or what the command does instead; empty when its line
    /// names none (`bench list --columns`, whose help says what it prints instead).
    let defaultValue: String

    /// The default of an option whose line names none.
    static let noDefault = ""

    /// The width of the name-and-value column, indent included.
    static let column = 21
    /// The wider column of the commands whose options have long names or values (`export --aggregates-only`).
    static let wideColumn = 24
    /// The widest line a help screen may have.
    static let maximumWidth = 100

    /// The last line of every option list, its text at `column`.
    static func helpLine(column: Int) -> String {
        "  -h, --help".padded(to: column) + "show this help"
    }

    /// The help's line for this option: name and value, then from `column` what it does and its default.
    func line(column: Int) -> String {
        let left = "  " + name + (value.map { " " + $0 } ?? "")
        let text = summary.split(separator: "\n", omittingEmptySubsequences: false)
            .joined(separator: "\n" + String(repeating: " ", count: column))
        return left.padded(to: column) + text + (defaultValue.isEmpty ? "" : " (default: " + defaultValue + ")")
    }

    /// The lines for `options`, their text from `column`, then the help line unless `helpLine` is false (a usage
    /// that names `-h, --help` elsewhere).
    static func lines(_ options: [OptionHelp], helpLine: Bool = true, column: Int = OptionHelp.column) -> String {
        (options.map { $0.line(column: column) } + (helpLine ? [Self.helpLine(column: column)] : [])).joined(separator: "\n")
    }

    /// A duration as a command line writes it: `200ms`, `2s`, `50us`, `10m`.
    static func duration(_ nanoseconds: UInt64) -> String {
        for (unit, scale) in [("m", 60_000_000_000), ("s", 1_000_000_000), ("ms", 1_000_000), ("us", 1_000)] as [(String, UInt64)]
        where nanoseconds >= scale && nanoseconds % scale == 0 {
            return "\(nanoseconds / scale)\(unit)"
        }
        return "\(nanoseconds)ns"
    }
}

extension String {
    /// The string padded with spaces to `length`, or followed by one space when it is already that long.
    func padded(to length: Int) -> String {
        count < length ? self + String(repeating: " ", count: length - count) : self + " "
    }
}
