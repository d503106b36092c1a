import SyncBench

/// The decision table (`LockChoices`) as JSON: in `bench compare --format json`, for the current side, and in
/// `bench choose --format json`.
struct ChoicesJSON: Codable, Equatable {
    /// One row: a scenario and the lock to reach for in it.
    struct Row: Codable, Equatable {
        /// The scenario's stable name: `one_thread`, `within_cpus`, `beyond_cpus`, `read_mostly_cache`,
        /// `producer_consumer`, `shared_by_tasks`, `many_locks`, `thread_priorities`.
        var scenario: String
        /// The four cells as the table prints them: the code, the lock to reach for, the evidence, when to choose otherwise.
        var cells: [String]
        /// The locks recommended: one, or two when the run did not tell them apart.
        var reachFor: [String]
        /// Whether the run told the two best apart.
        var resolved: Bool
        /// The unit of the figures: `ns` per lock/unlock pair, `ops_per_s`, or `wait_ns` (the high thread's wait).
        var unit: String
        /// The recommended lock's figure.
        var chosen: Figure
        /// The next one's, when another fit lock was measured.
        var runnerUp: Figure?
        /// The ratio of `paired_first`'s cost to `paired_second`'s in pairs, with its interval, when the run measured
        /// the two in pairs.
        var pairedFirst: String?
        var pairedSecond: String?
        var pairedRatio: Double?
        var pairedLow: Double?
        var pairedHigh: Double?
        /// Where the run's forks fell under two placements and the other one leads with another lock: that
        /// placement (`near` or `far`), its leader's figure (no interval below five forks) and its forks.
        var elsewhereSide: String?
        var elsewhere: Figure?
        var elsewhereForks: Int?
    }

    /// A lock's figure in the row's unit, with the interval of its median.
    struct Figure: Codable, Equatable {
        var primitive: String
        var value: Double
        var low: Double?
        var high: Double?
        /// Measured while other processes were busy.
        var noisy: Bool
    }

    /// A line below the table.
    struct Note: Codable, Equatable {
        var heading: String
        var text: String
    }

    /// The rows, in the table's order.
    var rows: [Row]
    /// What the table leaves out, and why.
    var notes: [Note]

    /// The document for `choices`.
    init(_ choices: LockChoices) {
        rows = zip(choices.rows, choices.cells(.plain)).map { choice, cells in
            Row(
                scenario: choice.scenario.rawValue, cells: cells, reachFor: choice.named, resolved: choice.resolved,
                unit: Self.unit(choice.scenario.unit), chosen: Self.figure(choice.chosen), runnerUp: choice.runnerUp.map(Self.figure),
                pairedFirst: choice.paired?.first, pairedSecond: choice.paired?.second, pairedRatio: choice.paired?.ratio,
                pairedLow: choice.paired?.lower, pairedHigh: choice.paired?.upper, elsewhereSide: choice.elsewhere?.side.rawValue,
                elsewhere: choice.elsewhere.map { elsewhere in
                    var figure = Self.figure(elsewhere.chosen)
                    if elsewhere.forks < CaseResult.PlacementFigures.fewestForksForInterval { (figure.low, figure.high) = (nil, nil) }
                    return figure
                },
                elsewhereForks: choice.elsewhere?.forks
            )
        }
        notes = choices.notes(.plain).map { Note(heading: $0.heading, text: $0.text) }
    }

    private static func unit(_ unit: Scenario.Unit) -> String {
        switch unit {
        case .nanoseconds: "ns"
        case .throughput: "ops_per_s"
        case .wait: "wait_ns"
        }
    }

    private static func figure(_ candidate: LockChoice.Candidate) -> Figure {
        Figure(
            primitive: candidate.figure.primitive, value: candidate.figure.value, low: candidate.interval?.lowerBound,
            high: candidate.interval?.upperBound, noisy: candidate.figure.noisy
        )
    }
}
