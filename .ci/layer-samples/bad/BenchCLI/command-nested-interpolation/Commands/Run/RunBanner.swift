enum RunBanner {
    static func f(_ text: String) -> String { text }
    static let text = "run \(f(")") + CompareOptions.usage)"
}
