/// One round of a case as the process that measured it reported it, with its figures computed once
/// (`RoundFigures`).
///
/// A fork's report becomes one at the fork connection, and it flows unchanged from there: through the round
/// and the suite runner into the case's result (`CaseResult`, which merges the rounds' measurements), and into a
/// paired run's pairs. A round measured in this process is one too.
@usableFromInline package struct MeasuredRound: Sendable, Equatable {
    /// What the process saw.
    package let measurement: RunMeasurement
    /// Its windows' figures and their median.
    package let figures: RoundFigures

    /// The round `measurement` describes, its figures taken from its windows.
    package init(_ measurement: RunMeasurement) {
        self.measurement = measurement
        figures = RoundFigures(measurement.windows.compactMap(\.nanosecondsPerOperation))
    }

    /// A round lost with the process measuring it, for `reason` (`RunMeasurement.lost(_:)`): no figures.
    package static func lost(_ reason: String) -> MeasuredRound {
        MeasuredRound(.lost(reason))
    }
}
