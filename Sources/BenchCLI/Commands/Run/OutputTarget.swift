import Foundation
import SyncBench

/// Where a run writes its CSV, checked before anything is measured.
struct OutputTarget {
    /// The file written after every case.
    let path: String
    /// Also written after every case, for charts and comparisons that want "the newest run".
    let latestCopy: String?

    /// Resolves `--output` (or the default) and checks that the folder exists (`OutputFolder.unwritable` says whether it
    /// can be written).
    /// - Throws: `UsageError` for a missing folder, or an existing file without `--force`.
    static func resolve(_ options: RunOptions, date: Date = Date()) throws(UsageError) -> OutputTarget {
        let fileManager = FileManager.default
        guard let output = options.output else {
            if !fileManager.fileExists(atPath: ResultsNames.folder) {
                try? fileManager.createDirectory(atPath: ResultsNames.folder, withIntermediateDirectories: true)
            }
            try checkFolder(ResultsNames.folder, option: "results folder")
            return OutputTarget(path: freshName(date: date), latestCopy: ResultsInput.latestRun)
        }
        try checkFolder(folder(of: output), option: "--output")
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: output, isDirectory: &isDirectory) {
            guard !isDirectory.boolValue else {
                throw UsageError("--output \(output) is a folder; name a file", usage: RunOptions.usage)
            }
            guard options.force else {
                throw UsageError("--output \(output) exists; pass --force to overwrite it", usage: RunOptions.usage)
            }
        }
        let forks = ForksFile.path(besideResults: output)
        guard options.force || !fileManager.fileExists(atPath: forks) else {
            throw UsageError("--output \(output) would overwrite \(forks), its forks file; pass --force to overwrite it", usage: RunOptions.usage)
        }
        return OutputTarget(path: output, latestCopy: nil)
    }

    private static func checkFolder(_ folder: String, option: String) throws(UsageError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            throw UsageError("\(option): folder \(folder) does not exist", usage: RunOptions.usage)
        }
        guard isDirectory.boolValue else {
            throw UsageError("\(option): \(folder) is a file, not a folder", usage: RunOptions.usage)
        }
    }

    /// The folder the CSV goes to, as `--output` names it or the default.
    var folder: String { Self.folder(of: path) }

    /// The folder of the file at `path`: `.` for a bare name.
    private static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// `results/syncbench-YYYYMMDD-HHMMSS.csv`, with a suffix if that name is taken.
    private static func freshName(date: Date) -> String {
        let stem = "\(ResultsNames.folder)/syncbench-\(ResultsNames.stamp(date))"
        var candidate = "\(stem).csv"
        var suffix = 2
        while FileManager.default.fileExists(atPath: candidate) || FileManager.default.fileExists(atPath: ForksFile.path(besideResults: candidate)) {
            candidate = "\(stem)-\(suffix).csv"
            suffix += 1
        }
        return candidate
    }

    /// Writes `results`, a results file, and `forks`, its forks file (`ForksFile`), to the target and to the
    /// latest copy, each forks file beside its results file.
    func write(results: String, forks: String) throws(AtomicFile.WriteError) {
        for resultsPath in [path] + (latestCopy.map { [$0] } ?? []) {
            try AtomicFile.write(results, to: resultsPath)
            try AtomicFile.write(forks, to: ForksFile.path(besideResults: resultsPath))
        }
    }
}
