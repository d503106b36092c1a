enum RunCommand { static let text = Main.usage }
