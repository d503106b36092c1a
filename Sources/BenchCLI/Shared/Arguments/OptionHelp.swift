/// One option of a command as its help shows it; its declaration (`CommandOption`) adds what it does.
struct OptionHelp: Sendable {
    /// The name, with its dashes: `--filter`.
    let name: String
    /// The value's placeholder (`REGEX`), or nil for a flag.
    let value: String?
    /// What it does, in a few words.
    let summary: String
    /// What holds without it: a value, `off` for a flag, or what the command does instead.
    let defaultValue: String

    /// The width of the name-and-value column, indent included.
    static let column = 21
    /// The widest line a help screen may have.
    static let maximumWidth = 100
    /// The last line of every option list.
    static let helpLine = "  -h, --help".padded(to: column) + "show this help"

    /// The help's line for this option: name and value in a column, then what it does and its default.
    var line: String {
        let left = "  " + name + (value.map { " " + $0 } ?? "")
        return left.padded(to: Self.column) + summary + " (default: " + defaultValue + ")"
    }

    /// The lines for `options`, then the help line unless `helpLine` is false (a usage that names `-h, --help` elsewhere).
    static func lines(_ options: [OptionHelp], helpLine: Bool = true) -> String {
        (options.map(\.line) + (helpLine ? [Self.helpLine] : [])).joined(separator: "\n")
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
