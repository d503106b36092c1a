enum Printer { static func show(_ console: Console) {} }
