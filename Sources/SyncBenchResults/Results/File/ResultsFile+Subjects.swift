import SyncBenchCore

extension ResultsFile {
    /// The file with the role, family and waiting of each row that lacks them (files written before those columns)
    /// taken from the subject of the same name in `catalog`: the one that measures the row's benchmark, else
    /// any of that name. Rows of subjects the catalog does not know keep what they had.
    ///
    /// Subject names are stable across versions, so an older file's rows can be grouped and ranked like a new one's.
    package func describingSubjects(with catalog: Catalog) -> ResultsFile {
        var file = self
        for index in file.results.indices {
            let result = file.results[index]
            guard result.role == nil || result.family == .unknown || result.contendedWaiting == nil else { continue }
            let named = catalog.subjects.filter { $0.name == result.primitive }
            guard let subject = named.first(where: { $0.benchmarks.contains(result.benchmark) }) ?? named.first else { continue }
            if result.role == nil { file.results[index].role = subject.role }
            if result.family == .unknown { file.results[index].family = subject.family }
            if result.contendedWaiting == nil { file.results[index].contendedWaiting = subject.contendedWaiting }
        }
        return file
    }
}
