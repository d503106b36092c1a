enum RunCommand {
    static func run() -> Bool { compareBoth(1, 2) }
}
