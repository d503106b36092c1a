import SyncBench
import Testing

@Suite("A results file rendered again after every measurement")
struct ResultsFileRendererTests {
    @Test("Reuses unchanged rows and reads the same as the whole file rendered afresh, as rows grow, change and go")
    func rendersWhatTheFileHolds() {
        var renderer = ResultsFileRenderer()
        let all = ResultsFileTests.sample.results
        var file = ResultsFile(metadata: ResultsFileTests.sample.metadata, results: [])
        #expect(renderer.text(of: file) == file.text)
        for result in all {
            file.results.append(result)
            file.setRunStatus(.inProgress("\(file.results.count) done"))
            #expect(renderer.text(of: file) == file.text)
        }
        file.results[1].samples = [9, 8, 7]
        #expect(renderer.text(of: file) == file.text)
        file.setMetadata("host", "another box")
        #expect(renderer.text(of: file) == file.text)
        file.results.removeLast(3)
        #expect(renderer.text(of: file) == file.text)
        file.results.append(all[0])
        #expect(renderer.text(of: file) == file.text)
    }
}
