import Foundation
import SyncBench

/// Where `bench ab` keeps what it measured, rewritten after every pair round so that an interrupted run loses
/// nothing: each side's results file (which `bench compare`, `bench report` and the exports read later) and
/// every pair.
struct ABOutput {
    /// The folder.
    let folder: String

    /// The files it writes, by their names in the folder.
    static let names = (baseline: "baseline.csv", current: "current.csv", pairs: "pairs.csv")

    /// The baseline's results file.
    var baselinePath: String { (folder as NSString).appendingPathComponent(Self.names.baseline) }
    /// The current side's results file.
    var currentPath: String { (folder as NSString).appendingPathComponent(Self.names.current) }
    /// Every pair: case, order, both sides' figures and the log ratio.
    var pairsPath: String { (folder as NSString).appendingPathComponent(Self.names.pairs) }

    /// Creates `path` (or `results/ab-STAMP` when nil) if needed and checks it can be written.
    /// - Throws: `UsageError` for a file where the folder should be, or a folder holding an earlier run's files
    ///   without `force`; `AtomicFile.WriteError` when it cannot be created or written.
    static func prepare(_ path: String?, force: Bool, date: Date = Date()) throws(UsageError) -> ABOutput {
        let folder = path ?? "\(ResultsNames.folder)/ab-\(ResultsNames.stamp(date))"
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw UsageError("--output \(folder) is a file; name a folder", usage: ABOptions.usage) }
            let existing = [names.baseline, names.current, names.pairs].filter {
                manager.fileExists(atPath: (folder as NSString).appendingPathComponent($0))
            }
            guard existing.isEmpty || force else {
                throw UsageError("--output \(folder) holds \(existing.joined(separator: ", ")); pass --force to replace them", usage: ABOptions.usage)
            }
        } else {
            do {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw UsageError("--output \(folder) cannot be created: \(error.localizedDescription)", usage: ABOptions.usage)
            }
        }
        guard manager.isWritableFile(atPath: folder) else {
            throw UsageError("--output \(folder) is not writable", usage: ABOptions.usage)
        }
        return ABOutput(folder: folder)
    }

    /// Writes both sides' results files, each with how steady the host probe held over its forks, and the
    /// pairs, as `state` stands.
    func write(_ state: PairedRunState, metadata: (baseline: ResultsMetadata, current: ResultsMetadata)) throws(AtomicFile.WriteError) {
        for (side, lines, path) in [(PairedRunner.SideRole.baseline, metadata.baseline, baselinePath), (.current, metadata.current, currentPath)] {
            var file = ResultsFile(metadata: lines, results: state.results(on: side))
            file.setMetadata(ResultsFile.hostSteadinessKey, "unknown (no probe yet)")
            file.recordHostSteadiness()
            try AtomicFile.write(file.text, to: path)
            var forks = ForksFileRenderer()
            try AtomicFile.write(forks.text(of: file), to: ForksFile.path(besideResults: path))
        }
        try AtomicFile.write(state.pairsText, to: pairsPath)
    }
}

/// A results file's metadata lines.
typealias ResultsMetadata = [(key: String, value: String)]
