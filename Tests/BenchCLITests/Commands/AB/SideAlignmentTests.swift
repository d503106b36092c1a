@testable import BenchCLI
import SyncBench
import Testing

/// bench ab's warning when one side was built with the alignment flags and the other without.
@Suite("bench ab warns when its sides were built unlike")
struct SideAlignmentTests {
    static let aligned = CodeAlignment(functions: 400, alignedFunctions: 400)
    static let unaligned = CodeAlignment(functions: 400, alignedFunctions: 103)

    @Test("One line naming the side built without the flags, and how many of its functions start on 64 bytes")
    func unlikeSides() {
        #expect(SideAlignment.warning(baseline: Self.aligned, current: Self.unaligned) ==
            "bench: warning: the baseline build's functions start on 64 bytes and the current build's do not (103 of 400); "
            + "code placement alone can move a figure by several percent, so build both with the alignment flags (docs/ab.md#in-ci)\n")
        let swapped = SideAlignment.warning(baseline: Self.unaligned, current: Self.aligned)
        #expect(swapped?.hasPrefix("bench: warning: the current build's functions start on 64 bytes and the baseline build's do not") == true)
    }

    @Test("Nothing when both sides are alike, or when a side cannot be read")
    func alikeOrUnknown() {
        #expect(SideAlignment.warning(baseline: Self.aligned, current: Self.aligned) == nil)
        #expect(SideAlignment.warning(baseline: Self.unaligned, current: Self.unaligned) == nil)
        #expect(SideAlignment.warning(baseline: nil, current: Self.unaligned) == nil)
        #expect(SideAlignment.warning(baseline: Self.aligned, current: nil) == nil)
    }
}
