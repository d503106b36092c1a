import Foundation
import SyncBench

/// The results `bench plot` and `bench report` draw from: each argument is one run (a folder's runs pooled, as
/// `compare` pools them), labelled after its host.
enum ChartInputs {
    /// Reads every path; rows of older files take their role and family from `catalog` by name.
    /// - Throws: `ResultsInput.Failure` naming the first path that is missing, unreadable or not a results file.
    static func read(_ paths: [String], catalog: Catalog) throws(ResultsInput.Failure) -> RunSet {
        var files: [(source: String, file: ResultsFile)] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            let file = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
                ? try ResultsInput.read(path) : try readFile(path)
            files.append((path, file.describingSubjects(with: catalog)))
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

    /// One results file, with messages that say what to do.
    private static func readFile(_ path: String) throws(ResultsInput.Failure) -> ResultsFile {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            let exists = FileManager.default.fileExists(atPath: path)
            throw ResultsInput.Failure(
                description: exists ? "cannot read \(path): \(error.localizedDescription)" : "\(path) does not exist; run 'bench' first or name a results file"
            )
        }
        do throws(ResultsFileError) {
            return try ResultsFile(parsing: text)
        } catch {
            throw ResultsInput.Failure(description: "\(path) is not a usable syncbench results file: \(error.description)")
        }
    }
}
