/// The version of the results files' format, written as `# schema: syncbench/N`; the columns are `ResultsColumn`.
public enum ResultsSchema {
    /// The format's version; a reader refuses any other.
    public static let version = 1
    /// The schema line's value.
    public static var tag: String { "syncbench/\(version)" }
}
