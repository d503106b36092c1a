import SyncBenchCore

/// A read/write mix's reads and writes apart, and whether writers were held off.
package struct ReadWriteFigures: Sendable, Equatable {
    /// A writer counts as starved when its 99th-percentile wait is this many times the readers'...
    package static let starvationRatio = 10.0
    /// ...and at least this long, in nanoseconds (so that two fast waits are never called starvation).
    package static let starvationFloorNanoseconds = 100_000.0

    /// The share of operations meant to be reads, in percent.
    package var readPercent: Int
    /// Reads per second, all workers, median over windows.
    package var readerOperationsPerSecond: Double
    /// Writes per second, all workers, median over windows.
    package var writerOperationsPerSecond: Double
    /// Whether writers waited far longer than readers to get in.
    package var writersStarved: Bool

    /// Makes figures from known values.
    package init(readPercent: Int, readerOperationsPerSecond: Double, writerOperationsPerSecond: Double, writersStarved: Bool) {
        self.readPercent = readPercent
        self.readerOperationsPerSecond = readerOperationsPerSecond
        self.writerOperationsPerSecond = writerOperationsPerSecond
        self.writersStarved = writersStarved
    }

    /// The figures of a read/write mix measurement: reads and writes per second as the median over windows.
    package init(_ measurement: RunMeasurement, readPercent: Int, writeLatency: LatencySummary?, readLatency: LatencySummary?) {
        func rate(_ count: (RunMeasurement.Window) -> Int) -> Double {
            Sample(measurement.windows.map { Double(count($0)) * 1e9 / Double(max(1, $0.nanoseconds)) }).median ?? 0
        }
        let writes = rate { $0.secondaryOperationsPerThread.reduce(0, +) }
        let reads = rate { $0.operations - $0.secondaryOperationsPerThread.reduce(0, +) }
        self.init(
            readPercent: readPercent,
            readerOperationsPerSecond: reads,
            writerOperationsPerSecond: writes,
            writersStarved: Self.starved(write: writeLatency, read: readLatency)
        )
    }

    /// Writers are starved when their p99 wait is both long and many times the readers'.
    package static func starved(write: LatencySummary?, read: LatencySummary?) -> Bool {
        guard let write, let read else { return false }
        return write.p99 >= starvationFloorNanoseconds && write.p99 >= starvationRatio * max(read.p99, 1)
    }
}
