import Foundation
import Platform

/// What a standard stream is connected to: a terminal that can be redrawn and coloured, or a file, a pipe or
/// a CI log that keeps every line.
struct Terminal: Sendable, Equatable {
    /// Whether the stream is a terminal that understands cursor movement (`TERM` set, and not `dumb`).
    var isInteractive: Bool
    /// Whether colour may be used: an interactive terminal, and `NO_COLOR` unset or empty (https://no-color.org).
    var usesColour: Bool
    /// The terminal's width in columns when it was described.
    var width: Int
    /// The descriptor whose width is read again at each draw; nil for a fixed width.
    var descriptor: Int32?

    /// The widest a status line is drawn when the width cannot be told.
    static let fallbackWidth = 80

    /// A file, a pipe or a log: no redrawing, no colour.
    static let file = Terminal(isInteractive: false, usesColour: false, width: fallbackWidth)

    /// Standard error, as `bench`'s progress sees it.
    static var standardError: Terminal { describe(STDERR_FILENO) }

    /// Standard output, as the summary and the reports see it.
    static var standardOutput: Terminal { describe(STDOUT_FILENO) }

    /// A terminal `width` columns wide for good, or one whose width is read from `descriptor` at each draw.
    init(isInteractive: Bool, usesColour: Bool, width: Int, descriptor: Int32? = nil) {
        self.isInteractive = isInteractive
        self.usesColour = usesColour
        self.width = width
        self.descriptor = descriptor
    }

    /// The stream open on `descriptor`, read from the process's environment.
    static func describe(_ descriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) -> Terminal {
        let (interactive, colour) = capabilities(isTTY: isatty(descriptor) == 1, term: environment["TERM"], noColor: environment["NO_COLOR"])
        guard interactive else { return .file }
        let width = columns(of: descriptor) ?? environment["COLUMNS"].flatMap { Int($0) } ?? fallbackWidth
        return Terminal(isInteractive: true, usesColour: colour, width: width, descriptor: descriptor)
    }

    /// What a stream may do, from whether it is a terminal and the environment's `TERM` and `NO_COLOR`:
    /// redrawing on a terminal whose `TERM` is set, not empty and not `dumb`; colour there too, unless
    /// `NO_COLOR` is set to anything but the empty string.
    static func capabilities(isTTY: Bool, term: String?, noColor: String?) -> (interactive: Bool, colour: Bool) {
        let interactive = isTTY && term.map { !$0.isEmpty && $0 != "dumb" } == true
        let noColour = noColor.map { !$0.isEmpty } ?? false
        return (interactive, interactive && !noColour)
    }

    /// The width now: read again from the terminal (a resized window), else the width it was described with.
    func currentWidth() -> Int {
        descriptor.flatMap(Self.columns(of:)) ?? width
    }

    /// The columns of the terminal on `descriptor`, or nil when it does not say.
    private static func columns(of descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// `text` in `colour` when colour may be used, else as it is.
    func paint(_ text: String, _ colour: Colour) -> String {
        usesColour && !text.isEmpty ? "\u{1B}[\(colour.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// The few colours the output uses, each for one meaning.
    enum Colour: String {
        /// Failures and regressions.
        case red = "31"
        /// Marks that ask for care: noisy, host off, forks that disagree.
        case yellow = "33"
        /// Improvements and a clean outcome.
        case green = "32"
    }
}
