/// How many columns text takes on a terminal, which is not how many characters it has: an East Asian wide
/// character or an emoji takes two columns, a combining mark none, and a colour's escape sequence none.
///
/// A small table-based approximation of Unicode's East Asian Width and of what terminals draw wide, as
/// `wcwidth` does: exact for the text `bench` prints (ASCII, case names, colour), close for the rest.
enum TextColumns {
    /// The columns `text` takes, escape sequences (`ESC [ ... m`) counting for none.
    static func count(_ text: String) -> Int {
        var columns = 0
        var escape = EscapeState.none
        for character in text {
            columns += escape.columns(of: character)
        }
        return columns
    }

    /// The longest start of `text` that fits in `columns`, escape sequences kept whole.
    static func prefix(_ text: String, columns: Int) -> String {
        var used = 0
        var escape = EscapeState.none
        var end = text.startIndex
        for index in text.indices {
            let width = escape.columns(of: text[index])
            guard used + width <= columns else { break }
            used += width
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    /// `text` cut to at most `columns` columns, ending in `...` when it was cut (and there is room for it).
    static func fitted(_ text: String, columns: Int) -> String {
        guard count(text) > columns else { return text }
        guard columns > 3 else { return prefix(text, columns: max(0, columns)) }
        return prefix(text, columns: columns - 3) + "..."
    }

    /// The columns one character (a grapheme cluster) takes outside an escape sequence.
    static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        let value = first.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }  // control characters
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0  // a mark or a joiner standing alone
        default: break
        }
        // An emoji shown as a picture: by default, or asked for with the presentation selector U+FE0F.
        if first.properties.isEmojiPresentation || character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return wideRanges.contains { $0.contains(value) } ? 2 : 1
    }

    /// The East Asian Wide and Fullwidth blocks: Hangul Jamo, CJK and its punctuation, kana, Hangul syllables,
    /// compatibility ideographs, vertical and small forms, fullwidth forms, and the supplementary ideographs.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
        0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// Where a scan stands with respect to an escape sequence: `ESC`, then `[`, parameters, and a final letter.
    private enum EscapeState {
        case none, escape, sequence

        /// The columns of `character`, moving through an escape sequence as it goes.
        mutating func columns(of character: Character) -> Int {
            switch self {
            case .none:
                guard character != "\u{1B}" else {
                    self = .escape
                    return 0
                }
                return TextColumns.width(of: character)
            case .escape:
                self = character == "[" ? .sequence : .none
                return 0
            case .sequence:
                if let value = character.unicodeScalars.first?.value, (0x40...0x7E).contains(value) { self = .none }
                return 0
            }
        }
    }
}
