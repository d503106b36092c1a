import SyncBench

/// The results `bench plot` and `bench report` draw from: each argument is one run (a folder's runs pooled, as
/// `compare` pools them), labelled after its host.
enum ChartInputs {
    /// Reads every path through `ResultsInput`, as every command that reads results does; rows of older files take
    /// their role and family from `catalog` by name.
    /// - Throws: `ResultsInput.Failure` naming the first path that is missing, unreadable, not a results file, or
    ///   without a case.
    static func read(_ paths: [String], catalog: Catalog) throws(ResultsInput.Failure) -> RunSet {
        var files: [(source: String, file: ResultsFile)] = []
        for path in paths {
            files.append((path, try ResultsInput.read(path).describingSubjects(with: catalog)))
        }
        return RunSet(files)
    }

    /// Reads every path as `read(_:catalog:)` does; on a failure, says why on `console` and returns nil (the
    /// command then exits 65).
    static func read(_ paths: [String], catalog: Catalog, reportingTo console: Console) -> RunSet? {
        do {
            return try read(paths, catalog: catalog)
        } catch {
            console.err("bench: error: \(error)\n")
            return nil
        }
    }
}
