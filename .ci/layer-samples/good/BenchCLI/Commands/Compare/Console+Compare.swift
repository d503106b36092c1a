extension Console {
    /// A command's extension of a shared type: only its own folder names it after a dot.
    func compareLine() -> String { "" }
}

enum CompareText {
    static let line = Console().compareLine()
}
