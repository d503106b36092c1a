import Foundation
import SyncBench

/// Draws the chart set of one or more runs with gnuplot and `plot.gnuplot` (see `PlotScript`), for `bench plot` and
/// `bench report`.
enum ChartRendering {
    /// What a rendering produced: gnuplot's notes (written, skipped), or the exit status it failed with.
    enum Outcome {
        case rendered(notes: String)
        case failed(ExitCode)
    }

    /// Merges `runs` into one temporary CSV and renders it into `folder` as `formats` (`png svg`, or `svg`); the
    /// files of a chart skipped this time, left by an earlier rendering, are removed. Errors go to `console` as one
    /// line each.
    /// - Parameters:
    ///   - name: what gnuplot's notes call the data (the inputs as given, not the temporary file).
    ///   - searchPath: where to look for gnuplot, a PATH value.
    static func render(
        _ runs: RunSet, into folder: String, formats: String, name: String, console: Console, searchPath: String?
    ) -> Outcome {
        guard let gnuplot = Gnuplot.locate(searchPath: searchPath) else {
            console.err("bench: error: \(Gnuplot.installHint)\n")
            return .failed(.unavailable)
        }
        let here = FileManager.default.currentDirectoryPath
        guard let script = PlotScript.locate(in: here) else {
            console.err("bench: error: \(PlotScript.name) is neither in \(here) nor shipped beside this executable\n")
            return .failed(.unavailable)
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            console.err("bench: error: cannot create the chart folder \(folder): \(error.localizedDescription)\n")
            return .failed(.cannotCreate)
        }
        if let refusal = OutputFolder.unwritable(folder, role: "the chart folder") {
            console.err("bench: error: \(refusal)\n")
            return .failed(.cannotCreate)
        }
        let data = NSTemporaryDirectory() + "syncbench-charts-\(UUID().uuidString).csv"
        defer { try? FileManager.default.removeItem(atPath: data) }
        do {
            try AtomicFile.write(runs.mergedText, to: data)
        } catch {
            console.err("bench: error: cannot write the merged data for gnuplot: \(error)\n")
            return .failed(.cannotCreate)
        }
        let outcome: Gnuplot.Outcome
        do {
            outcome = try gnuplot.run(script: script, variables: [
                "data": data, "out": folder, "formats": formats, "source": name, "real_names": runs.chartNames.legendList,
            ])
        } catch {
            console.err("bench: error: cannot start \(gnuplot.executable): \(error.localizedDescription)\n")
            return .failed(.unavailable)
        }
        console.err(outcome.errors)
        guard outcome.status == 0 else {
            console.err("bench: error: gnuplot failed (exit status \(outcome.status)) rendering \(name) with \(script)\n")
            return .failed(.toolFailed)
        }
        if let failure = SkippedCharts.remove(SkippedCharts.named(in: outcome.output), formats: formats, from: folder) {
            console.err("bench: error: \(failure)\n")
            return .failed(.cannotCreate)
        }
        return .rendered(notes: outcome.output)
    }
}
