import Foundation

/// How syncbench writes a number, in one place: in tables, CSV fields and messages alike.
@usableFromInline package enum NumberText {
    /// Three significant figures, with at least one decimal below 100 (`227`, `13.2`, `7.13`, `0.614`); `-` for nil.
    package static func figure(_ value: Double?) -> String {
        guard let value else { return "-" }
        let places = abs(value) >= 100 ? 0 : abs(value) >= 10 ? 1 : abs(value) >= 1 ? 2 : 3
        return fixed(value, places: places)
    }

    /// `value` with exactly `places` decimals.
    package static func fixed(_ value: Double, places: Int) -> String {
        String(format: "%.\(places)f", value)
    }

    /// `value` to `digits` significant figures (`%g`), or an empty string for nil, as a CSV field leaves it.
    package static func significant(_ value: Double?, digits: Int = 4) -> String {
        guard let value else { return "" }
        return String(format: "%.\(digits)g", value)
    }

    /// `value` rounded to `places` decimals as Swift prints a `Double` (`13.2`, `30.0`, `0.9375`), a whole
    /// number when `places` is 0 (its digits in full beyond `Int`'s range), or an empty string for nil: the CSV's
    /// figures, which readers parse back.
    package static func decimal(_ value: Double?, places: Int = 3) -> String {
        guard let value else { return "" }
        let scale = (0..<places).reduce(1.0) { scale, _ in scale * 10 }
        let rounded = (value * scale).rounded() / scale
        guard places == 0 else { return "\(rounded)" }
        return Int(exactly: rounded).map(String.init) ?? fixed(rounded, places: 0)
    }

    /// A fraction as a percentage with `places` decimals: `12.3%` for 0.123.
    package static func percent(_ fraction: Double, places: Int = 1) -> String {
        fixed(fraction * 100, places: places) + "%"
    }

    /// The change a ratio stands for, signed: `+15.2%` for 1.152, `-3.0%` for 0.97.
    package static func change(_ ratio: Double) -> String {
        let percent = (ratio - 1) * 100
        return (percent >= 0 ? "+" : "") + fixed(percent, places: 1) + "%"
    }

    /// A probability such as a p-value, to four decimals (`0.05`, `0.0123`), or `<0.0001`.
    package static func probability(_ p: Double) -> String {
        p < 0.0001 ? "<0.0001" : decimal(p, places: 4)
    }

    /// A significance level, however small, to two significant figures without an exponent and without trailing
    /// zeros: `0.05`, `0.0045` for 0.05/11, `0.000091` for 0.001/11. Unlike a p-value it is never `<0.0001`: a
    /// reader must see the level a p-value was held against.
    package static func significance(_ alpha: Double) -> String {
        guard alpha > 0, alpha.isFinite else { return "\(alpha)" }
        return trimmed(fixed(alpha, places: max(0, 1 - Int(log10(alpha).rounded(.down)))))
    }

    /// A fraction as a percentage to at most two decimals, without trailing zeros: `75%`, `87.5%`, `93.75%`,
    /// `99.9%`. The levels of intervals from few samples are such fractions, and so are the bounds of options.
    package static func trimmedPercent(_ fraction: Double) -> String {
        trimmed(fixed(fraction * 100, places: 2)) + "%"
    }

    /// `text`, a number with decimals, without its trailing zeros, and without its point when none is left.
    private static func trimmed(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var text = text
        while text.last == "0" { text.removeLast() }
        if text.last == "." { text.removeLast() }
        return text
    }
}
