import Synchronization

/// One worker's side of `RunControl`: when to stop, how big the next batch is, when to time an operation,
/// and where to publish the count. Shared by the engine's threads and the task runner's tasks.
@usableFromInline
struct WorkerPacer {
    /// What to do next: `size` operations, the first of them timed when `timed` is true.
    @usableFromInline
    struct Batch {
        @usableFromInline let size: Int
        @usableFromInline let timed: Bool

        @inlinable
        init(size: Int, timed: Bool) {
            self.size = size
            self.timed = timed
        }
    }

    @usableFromInline let control: RunControl
    @usableFromInline let published: UnsafeMutablePointer<Atomic<Int>>
    @usableFromInline let publishedSecondary: UnsafeMutablePointer<Atomic<Int>>
    @usableFromInline let histograms: [LatencyHistogram]
    @usableFromInline var completed = 0
    @usableFromInline var batchesUntilSample = 0

    @inlinable
    init(control: RunControl, index: Int) {
        self.control = control
        published = control.published[index]
        publishedSecondary = control.publishedSecondary[index]
        histograms = control.histograms[index]
    }

    /// The next batch, or nil once the controller has asked the workers to stop.
    @inlinable
    mutating func next() -> Batch? {
        guard control.shouldContinue else { return nil }
        let size = control.batchSize
        let sampleEvery = control.samplingInterval
        let timed = sampleEvery > 0 && batchesUntilSample <= 0
        batchesUntilSample = timed ? sampleEvery - 1 : batchesUntilSample &- 1
        return Batch(size: size, timed: timed)
    }

    /// Records one timed acquisition, if the operation acquired anything.
    @inlinable
    func record(_ timed: TimedAcquire?) {
        if let timed {
            histograms[timed.kind.rawValue].record(timed.nanoseconds)
        }
    }

    /// Publishes the counts after `batch`: all operations so far, and those of the second kind.
    @inlinable
    mutating func finished(_ batch: Batch, secondaryOperations: Int) {
        completed &+= batch.size
        published.pointee.store(completed, ordering: .relaxed)
        publishedSecondary.pointee.store(secondaryOperations, ordering: .relaxed)
    }
}
