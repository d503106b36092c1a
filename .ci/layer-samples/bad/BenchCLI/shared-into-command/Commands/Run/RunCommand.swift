enum RunCommand { static let usage = "" }
