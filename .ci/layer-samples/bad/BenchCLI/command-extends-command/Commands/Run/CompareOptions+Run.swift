extension CompareOptions {
    var forRun: Bool { true }
}
