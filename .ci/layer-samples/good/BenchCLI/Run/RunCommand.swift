enum RunCommand { static func run() { Printer.show(Console()) } }
