import SyncBench

/// `bench ab`'s warning when its two sides were built unlike: one with the alignment flags of the CI recipe, the
/// other without (`CodeAlignment`). On some CPUs that alone moves figures by several percent, in either
/// direction, and `bench ab` would call it a change (docs/layout.md#code-layout-between-builds).
enum SideAlignment {
    /// The warning, one line, for a baseline and a current build whose library functions were counted as given;
    /// nil when both are alike, or when either could not be read.
    static func warning(baseline: CodeAlignment?, current: CodeAlignment?) -> String? {
        guard let baseline, let current, baseline.isAligned != current.isAligned else { return nil }
        let (aligned, unalignedSide, unaligned) = baseline.isAligned ? ("baseline", "current", current) : ("current", "baseline", baseline)
        return "bench: warning: the \(aligned) build's functions start on 64 bytes and the \(unalignedSide) build's do not "
            + "(\(unaligned.alignedFunctions) of \(unaligned.functions)); code placement alone can move a figure by several percent, "
            + "so build both with the alignment flags (docs/ab.md#in-ci)\n"
    }
}
