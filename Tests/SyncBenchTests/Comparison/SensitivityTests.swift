import SyncBench
import Testing

/// The smallest slowdown a comparison could call, checked against the verdict rules themselves.
@Suite("What a comparison could have seen")
struct SensitivityTests {
    typealias Fixture = ComparisonTests

    /// An A/A pair of this VM in three rounds: the baseline's second round and the current's first ran slower.
    static let roundsBefore: [Double] = [13.4, 13.3, 13.5, 13.9, 14.1, 13.8, 13.3, 13.4, 13.2]
    static let roundsAfter: [Double] = [14.2, 14.0, 14.3, 13.5, 13.6, 13.4, 13.6, 13.5, 13.7]

    static func inRounds(_ samples: [Double]) -> CaseResult {
        var result = Fixture.result(samples)
        result.samplesPerRound = [3, 3, 3]
        return result
    }

    /// `12.3%` for 0.123, as the reports write it.
    static func percent(_ fraction: Double) -> String {
        "\((fraction * 1000).rounded() / 10)%"
    }

    /// The current windows scaled so that their median is `1 + change` times the baseline's.
    static func slowed(_ baseline: CaseResult, _ current: CaseResult, to change: Double) -> CaseResult {
        var slowed = current
        let factor = (1 + change) * baseline.sample.median! / current.sample.median!
        slowed.samples = current.samples.map { $0 * factor }
        return slowed
    }

    @Test("Just above the detectable slowdown is a regression, just below it is not", arguments: [
        (Fixture.steady, Fixture.steadyAgain, false),
        (Fixture.steady, [99.0, 101.5, 100.4, 98.7, 102.2, 100.0, 99.5, 101.0, 100.8], false),
        (roundsBefore, roundsAfter, true),
        (Array(Fixture.steady.prefix(5)), Array(Fixture.steadyAgain.prefix(5)), false),
    ])
    func theFigureIsWhereTheRulesTurn(before: [Double], after: [Double], rounds: Bool) throws {
        let baseline = rounds ? Self.inRounds(before) : Fixture.result(before)
        let current = rounds ? Self.inRounds(after) : Fixture.result(after)
        let policy = ComparisonPolicy()
        let detectable = try #require(CaseComparison(baseline: baseline, current: current, policy: policy).detectableSlowdown)
        #expect(detectable >= policy.threshold - 1e-12)
        let above = Self.slowed(baseline, current, to: (1 + detectable) * (1 + 1e-6) - 1)
        let below = Self.slowed(baseline, current, to: (1 + detectable) * (1 - 1e-6) - 1)
        #expect(CaseComparison(baseline: baseline, current: above, policy: policy).verdict == .regression)
        #expect(CaseComparison(baseline: baseline, current: below, policy: policy).verdict != .regression)
    }

    @Test func steadyWindowsSeeTheThresholdAndRoundsAddTheirSpread() throws {
        // Under 1% of spread: the threshold itself is what limits.
        let steady = try #require(Fixture.verdict(Fixture.steady, Fixture.steadyAgain).detectableSlowdown)
        #expect(abs(steady - 0.05) < 1e-9)
        // The nearest rounds must differ by 5%: the baseline's slowest round (13.9) against the current's
        // fastest (13.5), which the medians (13.4 and 13.6) turn into a change of the median.
        let comparison = CaseComparison(
            baseline: Self.inRounds(Self.roundsBefore), current: Self.inRounds(Self.roundsAfter), policy: ComparisonPolicy()
        )
        let expected = 1.05 * (13.9 / 13.5) * (13.6 / 13.4) - 1
        #expect(abs(try #require(comparison.detectableSlowdown) - expected) < 1e-9)
    }

    @Test func threeWindowsASideCanCallNothing() {
        // Three against three reach p = 0.1 at best.
        let comparison = Fixture.verdict([100, 101, 102], [100, 101, 102])
        #expect(comparison.detectableSlowdown == nil)
        #expect(comparison.verdict.couldCallAChange)
    }

    @Test func theSummaryTakesTheMedianAndCountsTheBlind() {
        let wild: [Double] = [60, 140, 80, 190, 100, 70, 160, 90, 120]
        let comparison = Comparison(
            baseline: Fixture.file([Fixture.result("a", wild), Fixture.result("b", Fixture.steady), Fixture.result("c", [1, 2, 3])]),
            current: Fixture.file([Fixture.result("a", wild), Fixture.result("b", Fixture.steadyAgain), Fixture.result("c", [1, 2, 3])])
        )
        let sensitivity = comparison.sensitivity
        #expect(sensitivity.judged == 3)
        #expect(sensitivity.blind == 1)
        #expect(sensitivity.detectable.count == 2)
        #expect(sensitivity.median == sensitivity.detectable.last)
        #expect(abs(sensitivity.detectable[0] - 0.05) < 1e-9)
        let widest = Self.percent(sensitivity.detectable[1])
        #expect(sensitivity.summary == "beyond \(widest) in the median case of 3 judged (5.0% to \(widest); 1 could call none)")
    }

    @Test func warnsWhenHalfTheCasesSeeOnlyTwiceTheThreshold() throws {
        let wild: [Double] = [60, 140, 80, 190, 100, 70, 160, 90, 120]
        let noisy = Comparison(
            baseline: Fixture.file([Fixture.result("a", wild), Fixture.result("b", wild), Fixture.result("c", Fixture.steady)]),
            current: Fixture.file([Fixture.result("a", wild), Fixture.result("b", wild), Fixture.result("c", Fixture.steadyAgain)])
        )
        let median = Self.percent(try #require(noisy.sensitivity.median))
        #expect(noisy.warnings.contains("in half of the 3 cases compare judges only a slowdown beyond \(median) could have been "
            + "called (threshold 5.0%): smaller regressions pass unseen on a machine this noisy; compare again when the machine is quieter"))
        let quiet = Comparison(
            baseline: Fixture.file([Fixture.result("a", wild), Fixture.result("b", Fixture.steady), Fixture.result("c", Fixture.steady)]),
            current: Fixture.file([Fixture.result("a", wild), Fixture.result("b", Fixture.steadyAgain), Fixture.result("c", Fixture.steadyAgain)])
        )
        #expect(quiet.sensitivity.median.map { abs($0 - 0.05) < 1e-9 } == true)
        #expect(!quiet.warnings.contains { $0.contains("could have been called") })
    }

    @Test("Half the cases or more blind: no median, and the warning counts them", arguments: [2, 3])
    func mostlyBlindComparisons(blindCases: Int) {
        // Two blind of four (exactly half) or three of four: either way no median can be claimed.
        let names = ["a", "b", "c", "d"]
        let samples = names.indices.map { $0 < blindCases ? [1.0, 2, 3] : Fixture.steady }
        let comparison = Comparison(
            baseline: Fixture.file(zip(names, samples).map { Fixture.result($0, $1) }),
            current: Fixture.file(zip(names, samples).map { Fixture.result($0, $1) })
        )
        #expect(comparison.sensitivity.mostlyBlind)
        #expect(comparison.sensitivity.median == nil)
        #expect(comparison.sensitivity.summary == "none in \(blindCases) of the 4 judged cases (the others beyond 5.0%)")
        #expect(comparison.warnings.contains { $0.hasPrefix("no slowdown could have been called in \(blindCases) of the 4 cases compare judges") })
    }

    @Test("Blind because the alpha shared among the cases is out of the forks' reach: the warning says so and how many forks reach it")
    func blindForAlphaOutOfReach() {
        // Eleven cases in 5 forks a side share 0.05: each must reach 0.0045, and 5 against 5 reach 0.0079 at best.
        let forks: [Double] = [10.0, 10.1, 10.2, 10.3, 10.4]
        let files = [forks, forks.map { $0 * 1.1 }].map { medians in
            Fixture.file((1...11).map { ForkComparisonTests.result(medians, primitive: "lock\($0)") })
        }
        let comparison = Comparison(baseline: files[0], current: files[1])
        #expect(comparison.sensitivity.blindness.count == 11)
        #expect(comparison.warnings == [
            "no slowdown could have been called in 11 of the 11 cases compare judges (11 judged over forks, too few for the alpha they "
                + "share: 5 against 5 reach p = 0.0079 at best, not below 0.0045): a pass says little; measure each side in 6 forks or more "
                + "(bench run --forks 6, or more runs in a folder)"
        ])
        #expect(MannWhitneyU.samplesPerSide(reaching: 0.05 / 11) == 6 && MannWhitneyU.samplesPerSide(reaching: 0.05) == 4)
    }

    @Test("Blind cases are counted by cause, each with its own advice")
    func blindCasesByCause() {
        var loaded = Fixture.result("a", Fixture.steady)
        loaded.cost = ResourceCost(
            cpuNanosecondsPerOperation: 120, voluntarySwitchesPerOperation: 0, involuntarySwitchesPerOperation: 0,
            foreignCPUPercent: 45, isNoisy: true
        )
        let comparison = Comparison(
            baseline: Fixture.file([Fixture.result("a", Fixture.steady), Fixture.result("b", [1, 2, 3]), Fixture.result("c", [1, 2])]),
            current: Fixture.file([loaded, Fixture.result("b", [1, 2, 3]), Fixture.result("c", [1, 2])])
        )
        #expect(comparison.sensitivity.blindness.count == 3)
        #expect(comparison.warnings.last == "no slowdown could have been called in 3 of the 3 cases compare judges (1 measured under load; "
            + "1 with too few windows on a side; 1 with too few windows to reach alpha: 3 against 3 reach p = 0.1 at best, not below 0.05): "
            + "a pass says little; compare again when the machine is quieter; measure 9 windows a case or more (bench run --repetitions 9)")
    }
}
