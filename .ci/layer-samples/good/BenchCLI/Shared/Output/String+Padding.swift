extension String {
    /// A shared concern's extension: every command may use it.
    func padded() -> String { self + " " }
}
