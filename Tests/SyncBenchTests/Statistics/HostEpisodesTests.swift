import SyncBench
import Testing

@Suite("The host's slow episodes, told apart from its level, on fixed readings")
struct HostEpisodesTests {
    /// Readings every 100 ms.
    static func times(_ count: Int) -> [UInt64] {
        (0..<count).map { UInt64($0) * 100_000_000 }
    }

    @Test("Thirty steady readings have no episode")
    func steady() throws {
        let readings = (0..<30).map { 6.0 + Double($0 % 3) * 0.05 }
        let episodes = try #require(HostEpisodes(readings, times: Self.times(30)))
        #expect(episodes.episodes.isEmpty && episodes.share == 0)
        #expect(episodes.description == "no slow episode")
    }

    @Test("Ten readings at +21% in thirty are one episode of a second, a third of the time")
    func oneEpisode() throws {
        let readings = (0..<30).map { (10..<20).contains($0) ? 7.28 : 6.02 }
        let episodes = try #require(HostEpisodes(readings, times: Self.times(30)))
        #expect(episodes.episodes.count == 1)
        let episode = try #require(episodes.episodes.first)
        #expect(episode.readings == 10...19)
        #expect(episode.nanoseconds == 1_000_000_000)
        #expect(abs(episode.excess - (7.28 / 6.02 - 1)) < 1e-9)
        #expect(abs(episodes.share - 1.0 / 3.0) < 1e-9)
        #expect(episodes.contains(12) && !episodes.contains(9) && !episodes.contains(20))
        #expect(episodes.description == "1 slow episode: 1.00 s at +21%, 33% of 3.00 s")
    }

    @Test("A single slow reading is scatter, not an episode; two in a row are one")
    func singleReadings() throws {
        var readings = Array(repeating: 6.0, count: 20)
        readings[5] = 9
        #expect(try #require(HostEpisodes(readings, times: Self.times(20))).episodes.isEmpty)
        readings[6] = 9
        readings[15] = 8
        readings[16] = 8
        readings[17] = 8
        let episodes = try #require(HostEpisodes(readings, times: Self.times(20)))
        #expect(episodes.episodes.map(\.readings) == [5...6, 15...17])
        #expect(episodes.description == "2 slow episodes: 0.20 s at +50% and 0.30 s at +33%, 25% of 2.00 s")
    }

    @Test("A slow episode at the very end counts, and fewer than two readings give nothing")
    func edges() throws {
        let readings = [6.0, 6.0, 6.0, 6.0, 7.0, 7.0]
        #expect(try #require(HostEpisodes(readings, times: Self.times(6))).episodes.map(\.readings) == [4...5])
        #expect(HostEpisodes([6.0], times: [0]) == nil)
        #expect(HostEpisodes([6.0, 6.0], times: [0]) == nil)
    }
}

@Suite("A run's slow episodes: in its metadata, and each fork measured during one marked")
struct RunHostEpisodesTests {
    @Test("Four cases in ten forks, the host 25% slow for the third fork of each: one episode, those forks marked")
    func forksInAnEpisodeAreMarked() throws {
        let results = (0..<4).map { index in
            var result = CaseResult(
                benchmark: .uncontended, primitive: "case\(index)", workload: "increment", threads: 1, oversubscribed: false,
                windowSeconds: 0.02, totalOperations: 1_000, samples: Array(repeating: 10, count: 10),
                samplesPerRound: Array(repeating: 1, count: 10), forks: 10, lostUpdates: 0, batchSize: 10, status: .ok
            )
            result.hostProbes = (0..<10).map { $0 == 2 ? 2.5 : 2.0 }
            // Fork after fork, each fork measuring the four cases a tenth of a second apart.
            result.hostProbeTimes = (0..<10).map { UInt64($0 * 4 + index) * 100_000_000 }
            return result
        }
        var file = ResultsFile(metadata: [], results: results)
        file.recordHostSteadiness()
        #expect(file.metadata(ResultsFile.hostEpisodesKey) == "1 slow episode: 0.40 s at +25%, 10% of 4.00 s")
        for result in file.results {
            #expect(result.forksInHostEpisodes == (0..<10).map { $0 == 2 })
        }
    }
}
