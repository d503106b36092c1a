/// How a comparison is printed: by `bench compare`, by `bench run --baseline` and by `bench ab`.
public enum ComparisonFormat: String, Sendable, CaseIterable {
    /// A table for the terminal.
    case text
    /// GitHub-flavoured Markdown, for CI job summaries and pull-request comments.
    case markdown
    /// JSON, for tools.
    case json
}
