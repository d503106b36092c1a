import SyncBenchCore

extension Verdict {
    /// The verdict on a case that is listed, not tested, or nil when both sides measured it: failed when a side
    /// failed (a failure weighs more than a case a machine cannot run), else unavailable when a side could not
    /// run it (`CaseResult.Status.unavailable`, e.g. an inversion where SCHED_FIFO was refused). A side without
    /// a result (nil) neither failed nor was unavailable.
    static func setAside(baseline: CaseResult.Status?, current: CaseResult.Status?) -> Verdict? {
        if let side = Side(baseline?.isFailure == true, current?.isFailure == true) { return .failed(side) }
        return Side(baseline?.word == .unavailable, current?.word == .unavailable).map(Verdict.unavailable)
    }

    /// Whether the case was listed, not tested: it failed, or could not run, on a side.
    package var isSetAside: Bool {
        switch self {
        case .failed, .unavailable: true
        default: false
        }
    }
}

extension Verdict.Side {
    /// The side or sides a condition holds on, or nil when it holds on neither.
    init?(_ baseline: Bool, _ current: Bool) {
        switch (baseline, current) {
        case (true, true): self = .both
        case (true, false): self = .baseline
        case (false, true): self = .current
        case (false, false): return nil
        }
    }
}
