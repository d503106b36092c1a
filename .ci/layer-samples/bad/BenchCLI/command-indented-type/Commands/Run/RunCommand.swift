enum RunCommand {
    static func run() { _ = LinuxComparison() }
}
