enum RunCommand {
    static func run(_ console: Console) { console.comparePrint() }
}
