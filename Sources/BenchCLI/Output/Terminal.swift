import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a standard stream is connected to: a terminal that can be redrawn and coloured, or a file, a pipe or
/// a CI log that keeps every line.
struct Terminal: Sendable, Equatable {
    /// Whether the stream is a terminal that understands cursor movement (`TERM` is not `dumb`).
    var isInteractive: Bool
    /// Whether colour may be used: an interactive terminal, and `NO_COLOR` not set (https://no-color.org).
    var usesColour: Bool
    /// The terminal's width in columns.
    var width: Int

    /// The widest a status line is drawn when the width cannot be told.
    static let fallbackWidth = 80

    /// A file, a pipe or a log: no redrawing, no colour.
    static let file = Terminal(isInteractive: false, usesColour: false, width: fallbackWidth)

    /// Standard error, as `bench`'s progress sees it.
    static var standardError: Terminal { describe(STDERR_FILENO) }

    /// Standard output, as the summary and the reports see it.
    static var standardOutput: Terminal { describe(STDOUT_FILENO) }

    /// The stream open on `descriptor`, read from the process's environment.
    static func describe(_ descriptor: Int32, environment: [String: String] = ProcessInfo.processInfo.environment) -> Terminal {
        let interactive = isatty(descriptor) == 1 && environment["TERM"].map { $0 != "dumb" && !$0.isEmpty } == true
        let noColour = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Terminal(
            isInteractive: interactive, usesColour: interactive && !noColour,
            width: interactive ? columns(of: descriptor) ?? environment["COLUMNS"].flatMap { Int($0) } ?? fallbackWidth : fallbackWidth
        )
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
