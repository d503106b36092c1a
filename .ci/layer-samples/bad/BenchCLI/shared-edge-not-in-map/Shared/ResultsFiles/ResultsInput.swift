/// Reads the results files named on the command line.
enum ResultsInput {}
