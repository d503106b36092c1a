import Foundation
import SyncBench

/// Where a paired run keeps what it measured, rewritten as it goes (`PairedReporter`) and when it ends, so that
/// an interrupted run loses nothing: the results files (which `bench compare`, `bench report` and the exports
/// read later) and every pair.
/// `bench ab` writes a results file per side, its two builds; `bench versus` one for both primitives of its one build.
struct PairedOutput {
    /// Which command's files.
    enum Kind: String {
        case ab, versus
    }

    /// The folder.
    let folder: String
    /// Which command's files it holds.
    let kind: Kind

    /// The files it writes, by their names in the folder: `bench ab` both sides' results, `bench versus` its one.
    static let names = (baseline: "baseline.csv", current: "current.csv", results: "results.csv", pairs: "pairs.csv")

    /// The baseline's results file.
    var baselinePath: String { path(Self.names.baseline) }
    /// The current side's results file.
    var currentPath: String { path(Self.names.current) }
    /// The results file of `bench versus`: both primitives' rows.
    var resultsPath: String { path(Self.names.results) }
    /// Every pair: case, order, both sides' figures and the log ratio.
    var pairsPath: String { path(Self.names.pairs) }

    private func path(_ name: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }

    /// Creates `path` (or `results/KIND-STAMP` when nil) if needed and checks it can be written; a folder that
    /// cannot be created or written is told on `console`, on one line, and gives nil: exit 73
    /// (`ExitCode.cannotCreate`), as for any output that cannot be written.
    /// - Throws: `UsageError` (with `usage`) for a file where the folder should be, or a folder holding an earlier
    ///   run's files without `force`.
    static func prepare(
        _ path: String?, kind: Kind, force: Bool, usage: String, console: Console, date: Date = Date()
    ) throws(UsageError) -> PairedOutput? {
        let folder = path ?? "\(ResultsNames.folder)/\(kind.rawValue)-\(ResultsNames.stamp(date))"
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw UsageError("--output \(folder) is a file; name a folder", usage: usage) }
            let existing = [names.baseline, names.current, names.results, names.pairs].filter {
                manager.fileExists(atPath: (folder as NSString).appendingPathComponent($0))
            }
            guard existing.isEmpty || force else {
                throw UsageError("--output \(folder) holds \(existing.joined(separator: ", ")); pass --force to replace them", usage: usage)
            }
        } else {
            do {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                console.err("bench: error: --output \(folder) cannot be created: \(SystemErrorText.reason(error))\n")
                return nil
            }
        }
        if let refusal = OutputFolder.unwritable(folder, role: "--output") {
            console.err("bench: error: \(refusal)\n")
            return nil
        }
        return PairedOutput(folder: folder, kind: kind)
    }

    /// Writes the results files, each with how steady the host probe held over its forks, and the pairs, as
    /// `state` stands: for `bench ab` each side's file with its metadata; for `bench versus` one file, with the
    /// current side's metadata (both sides are one build), holding every case each side measured.
    func write(_ state: PairedRunState, metadata: (baseline: ResultsMetadata, current: ResultsMetadata)) throws(AtomicFile.WriteError) {
        switch kind {
        case .ab:
            try writeResults(metadata.baseline, state.results(on: .baseline), to: baselinePath)
            try writeResults(metadata.current, state.results(on: .current), to: currentPath)
        case .versus:
            try writeResults(metadata.current, state.results(on: .baseline) + state.results(on: .current), to: resultsPath)
        }
        try AtomicFile.write(state.pairsText, to: pairsPath)
    }

    private func writeResults(_ lines: ResultsMetadata, _ results: [CaseResult], to path: String) throws(AtomicFile.WriteError) {
        var file = ResultsFile(metadata: lines, results: results)
        file.setMetadata(ResultsFile.hostSteadinessKey, "unknown (no probe yet)")
        file.recordHostSteadiness()
        file.recordPlacements()
        try AtomicFile.write(file.text, to: path)
        var forks = ForksFileRenderer()
        try AtomicFile.write(forks.text(of: file), to: ForksFile.path(besideResults: path))
    }
}

/// A results file's metadata lines.
typealias ResultsMetadata = [(key: String, value: String)]
