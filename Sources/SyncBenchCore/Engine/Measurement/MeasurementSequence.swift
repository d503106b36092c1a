/// The measurements one process made, in order: what tells each measurement's layout facts its place in its
/// process and the case measured before it (a fork's own, or `bench run --forks 1`'s across its rounds).
@usableFromInline package final class MeasurementSequence: @unchecked Sendable {
    private var count = 0
    private var previous: String?

    /// A process that has measured nothing yet.
    package init() {}

    /// `measurement` of the case labelled `label`, placed after the ones before it; the next one follows it.
    package func place(_ measurement: RunMeasurement, label: String) -> RunMeasurement {
        defer { (count, previous) = (count + 1, label) }
        return measurement.placed(at: count, after: previous)
    }
}
