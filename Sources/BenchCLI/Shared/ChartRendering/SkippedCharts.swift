import Foundation

/// The charts a rendering skipped, as gnuplot's notes name them: their files from an earlier rendering into the same
/// folder are removed, so that the folder holds one chart set rather than this run's charts beside another's.
enum SkippedCharts {
    /// The charts the notes say were skipped (`  skipped 2-throughput: run.csv has no ...`), by file name without
    /// extension, in order.
    static func named(in notes: String) -> [String] {
        notes.split(separator: "\n").compactMap { line in
            let note = line.trimmingCharacters(in: .whitespaces)
            guard note.hasPrefix("skipped "), let colon = note.firstIndex(of: ":") else { return nil }
            return String(note[note.index(note.startIndex, offsetBy: "skipped ".count)..<colon])
        }
    }

    /// Removes each of `charts` in each of `formats` (`png svg`) from `folder` where such a file is (a folder of that
    /// name is not a chart, and stays); nothing else.
    /// - Returns: why the first that could not be removed stays, as one line naming it; nil when none stays.
    static func remove(_ charts: [String], formats: String, from folder: String) -> String? {
        for chart in charts {
            for format in formats.split(separator: " ") {
                let path = (folder as NSString).appendingPathComponent("\(chart).\(format)")
                let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
                guard let type, type != .typeDirectory else { continue }
                do {
                    try FileManager.default.removeItem(atPath: path)
                } catch {
                    return "cannot remove \(path), a chart this rendering skipped: \(error.localizedDescription)"
                }
            }
        }
        return nil
    }
}
