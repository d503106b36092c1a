enum CompareCommand {
    static func name(_ text: String) -> String { text }
}

enum CompareOptions {
    static let usage = "compare"
}
