import SyncBench
import Testing

@Suite("How a number is written in the CSV")
struct NumberTextTests {
    @Test("Decimals as Swift prints them; whole numbers in full, even beyond Int's range, where Int(_:) would trap")
    func decimal() {
        #expect(NumberText.decimal(13.24, places: 1) == "13.2" && NumberText.decimal(0.93751, places: 4) == "0.9375")
        #expect(NumberText.decimal(29.6, places: 0) == "30" && NumberText.decimal(nil) == "")
        #expect(NumberText.decimal(1.1e21, places: 0) == "1100000000000000000000")
        #expect(NumberText.decimal(-2.5e19, places: 0) == "-25000000000000000000")
    }

    @Test("A significance level shows its value however small, where a p-value would be '<0.0001'")
    func significance() {
        #expect([0.05, 0.05 / 11, 0.001 / 11, 0.1, 0.00999, 1e-9].map(NumberText.significance)
            == ["0.05", "0.0045", "0.000091", "0.1", "0.01", "0.000000001"])
        let reason = Verdict.NoiseReason.notSignificant(pValue: 0.0079, alpha: 0.001 / 11).description
        #expect(reason == "change not significant (p = 0.0079 >= 0.000091)")
    }
}
