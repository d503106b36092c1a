import SyncBench
import Testing

@Suite("Fairness on fixed counts")
struct FairnessTests {
    @Test func equalSharesAreFair() throws {
        let fairness = try #require(Fairness(counts: [250, 250, 250, 250]))
        #expect(fairness.jainIndex == 1)
        #expect(fairness.coefficientOfVariation == 0)
        #expect(fairness.starvedWorkers == 0)
    }

    @Test func oneWinnerIsOneOverN() throws {
        let fairness = try #require(Fairness(counts: [1000, 0, 0, 0]))
        #expect(fairness.jainIndex == 0.25)
        #expect(fairness.minimum == 0)
        #expect(fairness.maximum == 1000)
        #expect(fairness.starvedWorkers == 3)
    }

    @Test func jainIndexOfAnUnevenSplit() throws {
        // (1 + 2 + 3 + 4)^2 / (4 * (1 + 4 + 9 + 16)) = 100 / 120
        let fairness = try #require(Fairness(counts: [1, 2, 3, 4]))
        #expect(abs(fairness.jainIndex - 100.0 / 120) < 1e-12)
        // Population standard deviation sqrt(1.25) over mean 2.5.
        #expect(abs(fairness.coefficientOfVariation - 1.25.squareRoot() / 2.5) < 1e-12)
        #expect(fairness.starvedWorkers == 0)
    }

    @Test func aThreadUnderATenthOfItsShareIsStarved() throws {
        // Mean 100: 9 is under a tenth of the fair share, 10 is not.
        #expect(try #require(Fairness(counts: [9, 191])).starvedWorkers == 1)
        #expect(try #require(Fairness(counts: [10, 190])).starvedWorkers == 0)
        #expect(Fairness(counts: []) == nil)
        #expect(Fairness(counts: [0, 0]) == nil)
    }
}
