enum RunCommand {
    static func run() -> Double { compareVerbose ? 0 : compareThreshold }
}
