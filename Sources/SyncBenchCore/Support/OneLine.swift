/// Text that a program printed, quoted on one line of a message.
@usableFromInline package enum OneLine {
    /// `text` on one line (every control character, `\n` and `\r` among them, made a space) and cut to `limit`
    /// characters, with an ellipsis where cut: enough to recognise what a program printed. The start is kept,
    /// or the end with `keepingEnd` (the last words before a crash).
    package static func shortened(_ text: String, to limit: Int = 80, keepingEnd: Bool = false) -> String {
        let line = String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
        guard line.count > limit else { return line }
        return keepingEnd ? "..." + String(line.suffix(limit - 3)) : String(line.prefix(limit - 3)) + "..."
    }
}
