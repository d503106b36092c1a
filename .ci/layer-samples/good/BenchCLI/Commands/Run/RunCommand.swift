enum RunCommand {
    static func run() {
        Printer.show(Console())
        let compareLine = "run".padded()  // a local of the same name as Compare's member: not a use of it
        _ = "\(compareLine) \(RunLinux.name(String(1)))"
    }
}

#if os(Linux)
    enum RunLinux {
        static func name(_ text: String) -> String { text }
    }
#else
    enum RunLinux {
        static func name(_ text: String) -> String { text }
    }
#endif
