enum RunCommand { static func run() { CompareCommand.report() } }
