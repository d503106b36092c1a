import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

/// The whole paired procedure (looks, stopping, Holm across cases, the final verdicts) checked end to end
/// under sign flips: many simulated runs whose pairs have fixed sizes and random signs, which is the null a
/// paired run tests when the two sides are alike. Seeded, so every run of the test sees the same draws.
@Suite("Paired procedure: error rates under sign flips")
struct PairedProcedureTests {
    /// The fixed sizes of one case's log ratios: exponential, so that the signed values are Laplace-tailed.
    static func sizes(_ count: Int, scale: Double, seed: UInt64) -> [Double] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in -log(Double.random(in: Double.ulpOfOne..<1, using: &generator)) * scale }
    }

    /// The cases' results, named apart; their figures play no part in a paired verdict.
    static let results = (0..<3).map { PairedVerdictTests.result("case\($0)") }

    /// One simulated run of `cases` cases: each case's log ratios are `shift` plus its sizes with random signs,
    /// taken a pair at a time, looked at wherever `policy` says, stopped when decided, and given a final look.
    static func run(
        sizes: [[Double]], shift: Double, policy: PairedPolicy, generator: inout SplitMix64
    ) -> Comparison {
        let inputs = zip(sizes.indices, sizes).map { index, caseSizes in
            var track = PairedTrack()
            for size in caseSizes where track.wantsPairs(policy) {
                let logRatio = shift + (Bool.random(using: &generator) ? size : -size)
                track.add(.init(baseline: 10, current: 10 * exp(logRatio), currentFirst: index % 2 == 0))
                track.look(policy, cases: sizes.count)
            }
            let decidedEarly = track.isDecided
            track.look(policy, cases: sizes.count, final: true)
            return PairedComparison.Input(
                baseline: results[index], current: results[index], medians: (10, 10), track: track, decidedEarly: decidedEarly
            )
        }
        return PairedComparison.comparison(inputs, policy: policy, cases: sizes.count)
    }

    @Test("With nothing changed, runs that call anything stay within alpha; testing every pair count without sharing alpha among looks would not")
    func familyWiseRate() throws {
        // A threshold of zero makes every significant look a call, and a margin of zero never stops a case
        // unchanged: the most a run can call.
        let policy = PairedPolicy(threshold: 0, margin: 0, alpha: 0.2, looks: [8, 16, 24], maximumPairs: 32)
        let sizes = (0..<3).map { Self.sizes(32, scale: 0.02, seed: 100 + UInt64($0)) }
        let runs = 500
        var generator = SplitMix64(seed: 7)
        var flips = SplitMix64(seed: 8)
        var calling = 0
        var callingWithoutLookShare = 0
        for _ in 0..<runs {
            let comparison = Self.run(sizes: sizes, shift: 0, policy: policy, generator: &generator)
            if comparison.cases.contains(where: { $0.verdict == .regression || $0.verdict == .improvement }) { calling += 1 }
            // Each case tested at the same four looks at alpha / cases, with no share for the looks: what the
            // simulation must be able to tell from a procedure that keeps its rate.
            let anyUnshared = sizes.contains { caseSizes in
                let ratios = caseSizes.map { Bool.random(using: &flips) ? $0 : -$0 }
                return (policy.looks + [policy.maximumPairs]).contains { pairs in
                    (WilcoxonSignedRank(Array(ratios.prefix(pairs)))?.pValue ?? 1) <= policy.alpha / Double(sizes.count)
                }
            }
            if anyUnshared { callingWithoutLookShare += 1 }
        }
        let rate = Double(calling) / Double(runs)
        let standardError = (policy.alpha * (1 - policy.alpha) / Double(runs)).squareRoot()
        #expect(rate <= policy.alpha + 3 * standardError, "\(calling) of \(runs) runs called a change")
        #expect(
            Double(callingWithoutLookShare) / Double(runs) > policy.alpha + 3 * standardError,
            "\(callingWithoutLookShare) of \(runs) runs called a change without the looks' share"
        )
    }

    @Test("A change of exactly the margin is called unchanged in at most the equivalence alpha of runs; no change often is")
    func equivalenceRate() throws {
        let policy = PairedPolicy(threshold: 0.02, margin: 0.03, alpha: 0.01, equivalenceAlpha: 0.05, looks: [8, 16, 24], maximumPairs: 32)
        let sizes = [Self.sizes(32, scale: 0.02, seed: 200)]
        let runs = 1_000
        var generator = SplitMix64(seed: 11)
        var unchangedAtMargin = 0
        var unchangedAtNone = 0
        for _ in 0..<runs {
            let atMargin = Self.run(sizes: sizes, shift: policy.logMargin, policy: policy, generator: &generator)
            if atMargin.cases.first?.verdict == .unchanged { unchangedAtMargin += 1 }
            let none = Self.run(sizes: sizes, shift: 0, policy: policy, generator: &generator)
            if none.cases.first?.verdict == .unchanged { unchangedAtNone += 1 }
        }
        let standardError = (policy.equivalenceAlpha * (1 - policy.equivalenceAlpha) / Double(runs)).squareRoot()
        #expect(
            Double(unchangedAtMargin) / Double(runs) <= policy.equivalenceAlpha + 3 * standardError,
            "\(unchangedAtMargin) of \(runs) runs called a change of the margin unchanged"
        )
        #expect(unchangedAtNone > runs / 2, "\(unchangedAtNone) of \(runs) runs without a change were called unchanged")
    }
}
