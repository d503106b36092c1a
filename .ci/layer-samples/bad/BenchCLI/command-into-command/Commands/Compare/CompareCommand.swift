enum CompareCommand { static func report() {} }
