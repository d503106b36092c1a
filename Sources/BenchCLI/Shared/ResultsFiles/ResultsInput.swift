import Foundation
import SyncBench

/// Reads a results file, or a folder of runs, named on the command line: for `compare`, `run --baseline`,
/// `plot`, `report`, `export` and `coverage`.
enum ResultsInput {
    /// The newest run, which `bench run` copies each run to unless `--output` is given: what `plot` and `report`
    /// read when no file is named.
    static let latestRun = "results/latest.csv"

    /// Why a file cannot be used; `description` is `PATH: reason`, one line.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The results files named on a command line (`bench plot`, `bench report`), the newest run when none is
    /// named; every option among `declared` is applied to `options`.
    /// - Throws: `UsageError` for an option not among `declared`, or a value it refuses.
    static func files<Options>(
        _ arguments: [String], into options: inout Options, declared: [CommandOption<Options>], usage: String
    ) throws(UsageError) -> [String] {
        var inputs: [String] = []
        try CommandOption.parse(arguments, into: &options, declared: declared, usage: usage) { _, cursor, argument throws(UsageError) in
            guard !argument.hasPrefix("-") else { throw cursor.unknown(argument) }
            inputs.append(argument)
        }
        return inputs.isEmpty ? [latestRun] : inputs
    }

    /// The results file at `path`, with at least one case; for a folder, every `.csv` file in it pooled as
    /// runs of the same suite (`ResultsFile(pooling:)`), in the order of their names.
    /// - Throws: `Failure` when a file is missing, unreadable (with the system's reason), not a results file of
    ///   this schema, or empty; when a folder holds no `.csv` file, or holds one run twice (a copy such as
    ///   `results/latest.csv`).
    static func read(_ path: String) throws(Failure) -> ResultsFile {
        ResultsFile(pooling: try namedRuns([path]).map(\.file))
    }

    /// The runs all of `paths` hold, in order, each with the file it was read from: a path's file, or every `.csv`
    /// results file of a folder (forks files beside them skipped, symbolic links to files followed), in the order
    /// of their names.
    /// - Throws: as `read`, and when the same run is given twice, in one folder (a copy such as
    ///   `results/latest.csv`) or across the paths (a file and the folder holding it).
    static func namedRuns(_ paths: [String]) throws(Failure) -> [(path: String, file: ResultsFile)] {
        var runs: [(path: String, file: ResultsFile)] = []
        for path in paths {
            for file in try runFiles(path) {
                let run = try readFile(file)
                if let twin = runs.first(where: { $0.file == run }) {
                    throw Failure(description: "\(file): the same run as \(twin.path); each run counts once")
                }
                runs.append((file, run))
            }
        }
        return runs
    }

    /// The run files `path` names: itself, or the `.csv` results files of the folder it is, in name order.
    private static func runFiles(_ path: String) throws(Failure) -> [String] {
        var status = stat()
        guard stat(path, &status) == 0 else {
            let code = errno
            let reason = code == ENOENT ? "no such file or folder" : "cannot be read: \(SystemErrorText.reason(errno: code))"
            throw Failure(description: "\(path): \(reason)")
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else { return [path] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw Failure(description: "\(path): the folder cannot be read: \(SystemErrorText.reason(error))")
        }
        let files = names.filter { $0.hasSuffix(".csv") && !$0.hasPrefix(".") && !ForksFile.isForksFile(named: $0) }.sorted()
            .map { (path as NSString).appendingPathComponent($0) }
            .filter(isRegularFile)
        guard !files.isEmpty else { throw Failure(description: "\(path): the folder holds no .csv results file") }
        return files
    }

    /// Whether `path` is a regular file, a symbolic link followed: a run linked into a folder of runs counts; a
    /// folder, a dangling link or a file being written (`.csv.tmp-...`, which the name already rules out) does not.
    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// The bytes of the file at `path`, read through a FileHandle so that a pipe (`/dev/stdin`, `<(...)`) reads
    /// like a file: FileManager's `contents(atPath:)` returns nil for one.
    /// - Throws: `Failure` with the system's reason: `PATH: cannot be read: Permission denied`.
    private static func contents(of path: String) throws(Failure) -> Data {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw Failure(description: "\(path): cannot be read: \(SystemErrorText.reason(errno: errno))")
        }
        do {
            return try FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).readToEnd() ?? Data()
        } catch {
            throw Failure(description: "\(path): cannot be read: \(SystemErrorText.reason(error))")
        }
    }

    private static func readFile(_ path: String) throws(Failure) -> ResultsFile {
        let data = try contents(of: path)
        guard let text = String(data: data, encoding: .utf8) else {
            throw Failure(description: "\(path): is not UTF-8 text")
        }
        let file: ResultsFile
        do {
            file = try ResultsFile(parsing: text)
        } catch {
            throw Failure(description: "\(path): \(error)")
        }
        guard !file.results.isEmpty else { throw Failure(description: "\(path): has no cases") }
        return file
    }
}
