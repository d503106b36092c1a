enum ComparisonFormat { case text }
