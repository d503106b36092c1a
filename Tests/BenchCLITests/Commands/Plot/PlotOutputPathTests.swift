@testable import BenchCLI
import Foundation
import TestSupport
import Testing

/// The chart folder's path is data from end to end: gnuplot's script hands it to the shell to make the folder,
/// and whatever the path holds (quotes, `$(...)`, spaces) must stay a path.
@Suite("bench plot: the output path is never code")
struct PlotOutputPathTests {
    private let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("plot-path")
    }

    @Test(.enabled(if: PlotTests.gnuplotFound || PlotTests.renderingRequired, "gnuplot is not on PATH (brew install gnuplot, apt-get install gnuplot-nox)"))
    func aPathWithShellSyntaxIsMadeAsItIsAndRunsNothing() throws {
        let witness = scratch.path + "/ran"
        let output = scratch.path + "/charts $(touch '\(witness)') it's \"quoted\""
        let result = bench("plot", try PlotTests.fixture("full-run"), "--output", output)
        #expect(result.code == .success, "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: witness), "the output path was run by the shell")
        #expect(FileManager.default.fileExists(atPath: output + "/1-uncontended.png"))
        #expect(!result.err.contains("sh:"), "\(result.err)")
    }
}
