enum CompareCommand {}

func compareBoth(_ left: Int, _ right: Int) -> Bool { left == right }
