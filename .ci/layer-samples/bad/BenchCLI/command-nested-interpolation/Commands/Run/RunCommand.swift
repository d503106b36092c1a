enum RunCommand {
    static func f(_ text: String) -> String { text }
    static let count = 3
    static let text = "run \(CompareCommand.name(f(String(count))))"
}
