let compareThreshold = 0.05
var compareVerbose = false
