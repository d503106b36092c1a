import SyncBenchCore

/// The blind cases of a comparison in words, for its warning when half the judged cases or more could call
/// nothing: how many for each cause, and what would let them call something.
struct BlindCases {
    /// The causes and their counts: `5 measured under load; 1 with too few windows to reach alpha: 3 against 3
    /// reach p = 0.1 at best, not below 0.05`.
    let why: String
    /// What to do about each cause: `measure each side in 6 forks or more (...)`.
    let advice: String

    /// The words for `blindness`, one entry per blind case.
    init(_ blindness: [Blindness]) {
        var causes: [String] = []
        var advice: [String] = []
        let load = blindness.filter { $0 == .measuredUnderLoad }.count
        if load > 0 {
            causes.append("\(load) measured under load")
            advice.append("compare again when the machine is quieter")
        }
        let few = blindness.filter { $0 == .tooFewSamples }.count
        let unreached = blindness.compactMap { if case .alphaOutOfReach(let reach) = $0 { reach } else { nil } }
        let (forks, windows) = (unreached.filter(\.overForks), unreached.filter { !$0.overForks })
        if few > 0 {
            causes.append("\(few) with too few windows on a side")
        }
        if let worst = Self.worst(windows) {
            causes.append("\(windows.count) with too few windows to reach alpha: \(Self.best(worst))")
        }
        if few > 0 || !windows.isEmpty {
            let count = max(ComparisonPolicy.recommendedSamples, windows.compactMap(\.needed).max() ?? 0)
            advice.append("measure \(count) windows a case or more (bench run --repetitions \(count))")
        }
        if let worst = Self.worst(forks) {
            causes.append("\(forks.count) judged over forks, too few for the alpha they share: \(Self.best(worst))")
            if let needed = forks.compactMap(\.needed).max() {
                advice.append("measure each side in \(needed) forks or more (bench run --forks \(needed), or more runs in a folder)")
            }
        }
        why = causes.joined(separator: "; ")
        self.advice = advice.joined(separator: "; ")
    }

    /// The case whose samples come nearest to nothing: the largest best p-value.
    private static func worst(_ cases: [Blindness.AlphaOutOfReach]) -> Blindness.AlphaOutOfReach? {
        cases.max { $0.bestPValue < $1.bestPValue }
    }

    /// `5 against 5 reach p = 0.0079 at best, not below 0.0045`.
    private static func best(_ reach: Blindness.AlphaOutOfReach) -> String {
        "\(reach.baseline) against \(reach.current) reach p = \(NumberText.probability(reach.bestPValue)) at best, "
            + "not below \(NumberText.significance(reach.alpha))"
    }
}
