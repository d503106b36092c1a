/// The library a package imports: the three targets the harness is built from, re-exported as one module, so
/// that `import SyncBench` gives a package's own lock or kernel everything it needs (docs/architecture.md).
@_exported import SyncBenchCore
@_exported import SyncBenchResults
@_exported import SyncBenchRuns
