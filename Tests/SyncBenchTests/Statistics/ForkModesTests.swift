import SyncBench
import Testing

@Suite("Two speeds among a case's forks, told apart on fixed fork medians")
struct ForkModesTests {
    /// Each fork as two windows 0.5% either side of its median: a fork that agrees with itself.
    static func tight(_ medians: [Double]) -> [[Double]] {
        medians.map { [$0 * 0.995, $0 * 1.005] }
    }

    @Test("NSLock of the 340b7ad published run: eight forks near 7.5 ns and two near 11.4 are two modes")
    func publishedNSLockHasTwoModes() throws {
        let medians = [7.44, 8.57, 8.06, 7.62, 7.51, 7.26, 7.48, 11.52, 11.20, 7.45]
        let modes = try #require(ForkModes(rounds: (Self.tight(medians)).map(RoundFigures.init)))
        #expect(modes.fast == ForkModes.Level(median: 7.495, forks: 8))
        #expect(modes.slow == ForkModes.Level(median: 11.36, forks: 2))
        #expect(abs(modes.separation - 0.5157) < 0.001)
    }

    @Test("Mutex of the same run, and pthread_mutex's continuum from 6.6 to 9.3 ns, are one group each")
    func oneGroupIsNotModes() {
        #expect(ForkModes(rounds: (Self.tight([4.82, 4.88, 4.89, 4.88, 4.86, 4.81, 4.84, 4.99, 4.95, 4.84])).map(RoundFigures.init)) == nil)
        #expect(ForkModes(rounds: (Self.tight([6.63, 7.50, 7.29, 9.30, 6.87, 6.65, 6.70, 8.10, 7.68, 6.85])).map(RoundFigures.init)) == nil)
    }

    @Test("One slow fork of eight is a mode of its own, and so is one fast fork")
    func oneSlowFork() throws {
        let modes = try #require(ForkModes(rounds: (Self.tight([5.00, 5.01, 6.00, 4.99, 5.02, 5.03, 4.98, 5.00])).map(RoundFigures.init)))
        #expect(modes.fast.forks == 7 && modes.slow == ForkModes.Level(median: 6.0, forks: 1))
        let fast = try #require(ForkModes(rounds: (Self.tight([5.00, 5.01, 4.00, 4.99, 5.02, 5.03, 4.98, 5.00])).map(RoundFigures.init)))
        #expect(fast.fast == ForkModes.Level(median: 4.0, forks: 1) && fast.slow.forks == 7)
    }

    @Test("A gap under 5% is no mode, however tight the groups")
    func smallGap() {
        #expect(ForkModes(rounds: (Self.tight([5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 5.2, 5.2])).map(RoundFigures.init)) == nil)
    }

    @Test("A main group whose forks happen to agree closely does not make an ordinary gap two modes")
    func closeMainGroup() {
        // Six forks at 10.0 and a seventh at 11.0, then one at 12.2: the main group's half standard deviation
        // (2.0% in log) holds the 10% gap under six times it, where its median absolute deviation (0) would not.
        #expect(ForkModes(rounds: (Self.tight([10, 10, 10, 10, 10, 10, 11, 12.2])).map(RoundFigures.init)) == nil)
    }

    @Test("Forks whose own windows range wider than the gap are no modes: each fork's median is that uncertain")
    func noisyForks() {
        let medians = [7.44, 7.51, 7.26, 7.48, 7.45, 7.50, 11.52, 11.20]
        #expect(ForkModes(rounds: (Self.tight(medians)).map(RoundFigures.init)) != nil)
        #expect(ForkModes(rounds: (medians.map { [$0 * 0.7, $0, $0 * 1.4] }).map(RoundFigures.init)) == nil)
    }

    @Test("Fewer than eight forks with a figure, or a main group under five, give no modes")
    func tooFewForks() {
        #expect(ForkModes(rounds: (Self.tight([5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 9.0])).map(RoundFigures.init)) == nil)
        #expect(ForkModes(rounds: (Self.tight([5.0, 5.0, 5.0, 5.0, 5.0, 5.0, 9.0]) + [[]]).map(RoundFigures.init)) == nil)
        #expect(ForkModes(rounds: (Self.tight([5.0, 5.0, 5.0, 5.0, 9.0, 9.0, 9.0, 9.0])).map(RoundFigures.init)) == nil)
    }
}
