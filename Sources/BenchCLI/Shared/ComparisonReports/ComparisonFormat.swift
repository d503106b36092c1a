/// How a comparison is printed (by `bench compare`, by `bench run --baseline` and by `bench ab`), and the decision
/// table by `bench choose`.
package enum ComparisonFormat: String, Sendable, CaseIterable {
    /// A table for the terminal.
    case text
    /// GitHub-flavoured Markdown, for CI job summaries and pull-request comments.
    case markdown
    /// JSON, for tools.
    case json
}

extension ComparisonFormat {
    /// The format named `text`, for the option `option`.
    /// - Throws: `ArgumentValueError` for a name that is not a format.
    static func parse(_ text: String, option: String) throws(ArgumentValueError) -> ComparisonFormat {
        guard let format = ComparisonFormat(rawValue: text) else {
            throw ArgumentValueError("\(option) '\(text)' is not one of \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return format
    }
}
