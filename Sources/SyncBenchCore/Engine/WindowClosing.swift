/// When a measurement window may close.
@usableFromInline package enum WindowClosing: Sendable, Equatable {
    /// When its time is up: every case of a run.
    case onTime
    /// When its time is up and every worker has published a batch in it (with `secondary`, also some
    /// operation of the second kind, a write, has been counted in it); or, failing that, once the plan's
    /// stop grace has passed. For measurements that must give a figure on a busy machine, where the
    /// scheduler can leave a worker unrun for tens of milliseconds: the harness's own self-measurement,
    /// and tests, whose windows then never come out empty. A window that waited is longer, never wrong:
    /// its length is still what the clock measured.
    case afterProgress(secondary: Bool)

    /// How often a window that waits for progress looks at the counts again, in nanoseconds.
    static let pollNanoseconds: UInt64 = 1_000_000

    /// Whether `counts` show what this closing waits for since `earlier`.
    func satisfied(by counts: WindowSchedule.Counts, since earlier: WindowSchedule.Counts) -> Bool {
        guard case .afterProgress(let secondary) = self else { return true }
        let everyWorker = zip(counts.operations, earlier.operations).allSatisfy { $0 > $1 }
        return everyWorker && (!secondary || counts.secondary.reduce(0, +) > earlier.secondary.reduce(0, +))
    }
}
