/// How far the host probe's level (`HostProbe`) moved over a run: `steady` when it held within a threshold,
/// else `restless`, with the range that says so.
///
/// A reading lasts under a millisecond, and a virtual CPU here changes speed every few milliseconds, so single
/// readings scatter by 20-40% on any host; that scatter is not the phase a figure depends on. The level is
/// therefore the median of consecutive blocks of readings (ten blocks, of at least `minimumBlock` readings
/// each), and the range runs from the lowest block to the highest. With fewer than two blocks' worth of
/// readings, each reading is a block of its own.
@usableFromInline package struct HostSteadiness: Sendable, Equatable {
    /// How far the probe's level may move, as a fraction, for a run to count as steady: 0.10 is 10%.
    package static let standardThreshold = 0.10
    /// The blocks a run's readings are cut into.
    static let blocks = 10
    /// The fewest readings in a block of readings taken one after another with nothing between them (`bench
    /// system`, `--wait-steady`).
    package static let minimumBlock = 5
    /// The fewest readings in a block of a run's readings, each taken next to a measurement: the median of 20
    /// readings moves by a fraction of their scatter, so ten such blocks of a steady host stay well within the
    /// threshold, where blocks of five did not (docs/system.md, "Blocks, not readings").
    package static let minimumRunBlock = 20

    /// How many readings.
    package let readings: Int
    /// How many blocks they were cut into.
    package let blockCount: Int
    /// The lowest block's median, in ns.
    package let low: Double
    /// The highest block's median, in ns.
    package let high: Double
    /// The median reading, in ns: what a single reading is held against.
    package let median: Double
    /// The threshold, as a fraction.
    package let threshold: Double
    /// Whether each reading was first set against the median of its own case's readings
    /// (`ResultsFile.levelledProbesInOrder`), so that the level follows the host and not the run's cases.
    package let levelled: Bool

    /// The steadiness of `probes` (ns, in the order they were read), or nil without a reading.
    /// - Parameters:
    ///   - minimumBlock: the fewest readings in a block.
    ///   - levelled: whether `probes` were levelled by case; the description says so.
    package init?(
        _ probes: [Double], threshold: Double = HostSteadiness.standardThreshold, minimumBlock: Int = HostSteadiness.minimumBlock,
        levelled: Bool = false
    ) {
        let readings = probes.filter { $0 > 0 }
        guard let median = Sample(readings).median else { return nil }
        let levels = Self.blockMedians(readings, minimumBlock: minimumBlock)
        self.readings = readings.count
        blockCount = levels.count
        low = levels.min() ?? median
        high = levels.max() ?? median
        self.median = median
        self.threshold = threshold
        self.levelled = levelled
    }

    /// The readings either side of one that `around` takes in.
    package static let neighbours = 5

    /// For each reading (in the order taken), the median of it and the `neighbours` readings either side: the
    /// host's speed around that moment, which a single millisecond's reading is too scattered to tell.
    package static func around(_ readings: [Double]) -> [Double] {
        readings.indices.map { index in
            let window = readings[max(0, index - neighbours)...min(readings.count - 1, index + neighbours)]
            return Sample(Array(window)).median ?? readings[index]
        }
    }

    /// The medians of consecutive blocks of `readings`; a short last block joins the one before it.
    static func blockMedians(_ readings: [Double], minimumBlock: Int) -> [Double] {
        let size = readings.count < 2 * minimumBlock ? 1 : max(minimumBlock, readings.count / blocks)
        var blocks = stride(from: 0, to: readings.count, by: size).map { Array(readings[$0..<min($0 + size, readings.count)]) }
        if blocks.count > 1, let last = blocks.last, last.count < size {
            blocks.removeLast()
            blocks[blocks.count - 1] += last
        }
        return blocks.compactMap { Sample($0).median }
    }

    /// How far the range spans, high over low less one: 0.039 for 3.9%.
    package var spread: Double { high / low - 1 }

    /// Whether the probe held within the threshold.
    package var isSteady: Bool { spread <= threshold }

    /// `steady` or `restless`.
    package var word: String { isSteady ? "steady" : "restless" }

    /// Whether one reading lies further than the threshold from the median: a figure taken then was taken
    /// on a host running at another speed than most of the run.
    package func isOff(_ reading: Double) -> Bool {
        abs(reading / median - 1) > threshold
    }

    /// `steady (probe level 5.10-5.31 ns over 235 readings in 10 blocks, spread 4.1%, threshold 10%)`, with
    /// `each against its case's median` after the blocks when levelled: the header line's value.
    package var description: String {
        "\(word) (probe level \(NumberText.figure(low))-\(NumberText.figure(high)) ns over \(readings) reading\(readings == 1 ? "" : "s") "
            + "in \(blockCount) block\(blockCount == 1 ? "" : "s")\(levelled ? ", each against its case's median" : ""), "
            + "spread \(NumberText.percent(spread)), threshold \(NumberText.percent(threshold, places: 0)))"
    }
}
