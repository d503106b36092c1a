/// Times back-to-back fixed-duration windows over counters that keep running, the measuring half of every run.
enum WindowSchedule {
    /// Per-worker counts read at one instant.
    struct Counts {
        var operations: [Int]
        var secondary: [Int]
    }

    /// Sleeps through `plan.repetitions` windows, reading `clock` and `counts` at every edge; a window closes
    /// as `plan.windowClosing` says. A stop request ends the schedule early, dropping the window it interrupted.
    /// - Parameters:
    ///   - clock: the clock the windows are timed with; tests pass their own.
    ///   - atEdge: called at each edge once it is read: the opening of the first window, then each close.
    /// - Returns: the complete windows and what the process used over them.
    static func run(
        _ plan: RunPlan, clock: () -> UInt64 = MonotonicClock.now, atEdge: () -> Void = {}, counts: () -> Counts
    ) -> (windows: [RunMeasurement.Window], usage: ResourceUsage) {
        var windows: [RunMeasurement.Window] = []
        let firstUsage = ResourceSnapshot.now()
        let firstTime = clock()
        var mark = (time: firstTime, counts: counts())
        atEdge()
        for _ in 0..<plan.repetitions {
            guard plan.stop.sleep(nanoseconds: plan.windowNanoseconds),
                  let next = edge(after: mark.counts, plan: plan, clock: clock, counts: counts)
            else { break }
            atEdge()
            windows.append(.init(
                nanoseconds: next.time - mark.time,
                operationsPerThread: zip(next.counts.operations, mark.counts.operations).map { $0 - $1 },
                secondaryOperationsPerThread: zip(next.counts.secondary, mark.counts.secondary).map { $0 - $1 }
            ))
            mark = next
        }
        return (windows, ResourceUsage(from: firstUsage, to: .now(), elapsedNanoseconds: mark.time - firstTime))
    }

    /// The closing edge of a window whose time is up: now, or once the counts have moved as the plan's
    /// `windowClosing` asks (at most the plan's stop grace later); nil when a stop request came first.
    private static func edge(
        after opening: Counts, plan: RunPlan, clock: () -> UInt64, counts: () -> Counts
    ) -> (time: UInt64, counts: Counts)? {
        var next = (time: clock(), counts: counts())
        let deadline = next.time &+ plan.stopGraceNanoseconds
        while !plan.windowClosing.satisfied(by: next.counts, since: opening) && next.time < deadline {
            guard plan.stop.sleep(nanoseconds: WindowClosing.pollNanoseconds) else { return nil }
            next = (clock(), counts())
        }
        return next
    }
}
