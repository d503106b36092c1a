extension Console {
    /// Prints a comparison.
    func comparePrint() {}
}
