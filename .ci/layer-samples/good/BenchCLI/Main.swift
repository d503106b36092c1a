import Suite

enum Main { static func run() { RunCommand.run(); CompareCommand.run() } }
