enum Main { static let usage = "" }
