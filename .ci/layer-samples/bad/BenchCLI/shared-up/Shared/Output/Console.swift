struct Console { let format: ComparisonFormat? = nil }
