import Suite
import SyncBench

/// A printer that takes its roles from the default suite, whatever catalog the command was given.
enum ComparisonPrinter {}
