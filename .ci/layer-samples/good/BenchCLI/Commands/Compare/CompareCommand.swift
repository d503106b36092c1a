enum CompareCommand { static func run() { Printer.show(Console()) } }
