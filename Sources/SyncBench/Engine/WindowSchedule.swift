/// Times back-to-back fixed-duration windows over counters that keep running, the measuring half of every run.
enum WindowSchedule {
    /// Per-worker counts read at one instant.
    struct Counts {
        var operations: [Int]
        var secondary: [Int]
    }

    /// Sleeps through `plan.repetitions` windows, reading `counts` at every edge; a stop request ends
    /// the schedule early, dropping the window it interrupted.
    /// - Returns: the complete windows and what the process used over them.
    static func run(_ plan: RunPlan, counts: () -> Counts) -> (windows: [RunMeasurement.Window], usage: ResourceUsage) {
        var windows: [RunMeasurement.Window] = []
        let firstUsage = ResourceSnapshot.now()
        let firstTime = MonotonicClock.now()
        var mark = (time: firstTime, counts: counts())
        for _ in 0..<plan.repetitions {
            guard plan.stop.sleep(nanoseconds: plan.windowNanoseconds) else { break }
            let next = (time: MonotonicClock.now(), counts: counts())
            windows.append(.init(
                nanoseconds: next.time - mark.time,
                operationsPerThread: zip(next.counts.operations, mark.counts.operations).map { $0 - $1 },
                secondaryOperationsPerThread: zip(next.counts.secondary, mark.counts.secondary).map { $0 - $1 }
            ))
            mark = next
        }
        return (windows, ResourceUsage(from: firstUsage, to: .now(), elapsedNanoseconds: mark.time - firstTime))
    }
}
