@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

@Suite("Windows, timed by a clock of the test's own")
struct WindowScheduleTests {
    /// A plan whose windows sleep a nanosecond: the scripted clock, not the real one, says how long they were.
    func plan(_ closing: WindowClosing = .onTime, repetitions: Int = 3) -> RunPlan {
        var plan = RunPlan(threads: 2, warmupNanoseconds: 0, windowNanoseconds: 1, repetitions: repetitions)
        plan.windowClosing = closing
        return plan
    }

    /// Readings that come from a script, one per call, the last one repeated.
    struct Script<T> {
        var values: [T]
        var next = 0

        mutating func read() -> T {
            defer { next = min(next + 1, values.count - 1) }
            return values[next]
        }
    }

    func counts(_ operations: [Int], _ secondary: [Int] = [0, 0]) -> WindowSchedule.Counts {
        WindowSchedule.Counts(operations: operations, secondary: secondary)
    }

    @Test("Each window is the clock's difference between its edges, and the counts' difference")
    func windowsAreEdgeToEdge() {
        var clock = Script(values: [100, 1_100, 3_100, 6_100] as [UInt64])
        var reads = Script(values: [counts([0, 0]), counts([5, 7], [0, 1]), counts([5, 9], [0, 1]), counts([20, 9], [2, 1])])
        let (windows, usage) = WindowSchedule.run(plan(), clock: { clock.read() }, counts: { reads.read() })
        #expect(windows.map(\.nanoseconds) == [1_000, 2_000, 3_000])
        #expect(windows.map(\.operationsPerThread) == [[5, 7], [0, 2], [15, 0]])
        #expect(windows.map(\.secondaryOperationsPerThread) == [[0, 1], [0, 0], [2, 0]])
        #expect(usage.elapsedNanoseconds == 6_000)
    }

    @Test("A window that waits for progress closes once every worker has published a batch in it")
    func progressKeepsAWindowOpen() {
        var clock = Script(values: [0, 1_000, 2_000, 3_000, 4_000] as [UInt64])
        var reads = Script(values: [counts([0, 0]), counts([3, 0]), counts([4, 0]), counts([5, 1]), counts([6, 2])])
        let (windows, usage) = WindowSchedule.run(
            plan(.afterProgress(secondary: false), repetitions: 2), clock: { clock.read() }, counts: { reads.read() }
        )
        #expect(windows.map(\.nanoseconds) == [3_000, 1_000])
        #expect(windows.map(\.operationsPerThread) == [[5, 1], [1, 1]])
        #expect(usage.elapsedNanoseconds == 4_000)
    }

    @Test("With `secondary`, a window also waits for an operation of the second kind")
    func secondaryProgressKeepsAWindowOpen() {
        var clock = Script(values: [0, 1_000, 2_000, 3_000] as [UInt64])
        var reads = Script(values: [counts([0, 0]), counts([3, 3]), counts([4, 4], [0, 0]), counts([5, 5], [0, 1])])
        let (windows, _) = WindowSchedule.run(
            plan(.afterProgress(secondary: true), repetitions: 1), clock: { clock.read() }, counts: { reads.read() }
        )
        #expect(windows.map(\.nanoseconds) == [3_000])
        #expect(windows.map(\.secondaryOperationsPerThread) == [[0, 1]])
    }

    @Test("A window that sees no progress closes once the stop grace has passed")
    func noProgressClosesAfterTheGrace() {
        var waiting = plan(.afterProgress(secondary: false), repetitions: 1)
        waiting.stopGraceNanoseconds = 5_000
        var clock = Script(values: [0, 1_000, 3_000, 5_000, 7_000, 9_000] as [UInt64])
        var polls = 0
        let (windows, _) = WindowSchedule.run(waiting, clock: { clock.read() }, counts: {
            polls += 1
            return counts([0, 0])
        })
        #expect(windows.map(\.nanoseconds) == [7_000])
        #expect(windows.map(\.operations) == [0])
        #expect(polls == 5)
    }

    @Test("A stop request ends the schedule and drops the window it interrupted")
    func stopDropsTheOpenWindow() {
        let waiting = plan(.afterProgress(secondary: false), repetitions: 3)
        var clock = Script(values: [0, 1_000, 2_000, 3_000, 4_000] as [UInt64])
        var reads = 0
        let (windows, usage) = WindowSchedule.run(waiting, clock: { clock.read() }, counts: {
            reads += 1
            // The first window closes at the second reading; the second waits, and is stopped at the fourth.
            if reads == 4 { waiting.stop.request(reason: 2) }
            return counts(reads == 1 ? [0, 0] : [1, 1])
        })
        #expect(windows.map(\.nanoseconds) == [1_000])
        #expect(usage.elapsedNanoseconds == 1_000)
    }

    @Test("On time, a window closes whatever the counts")
    func onTimeNeverWaits() {
        #expect(WindowClosing.onTime.satisfied(by: counts([0, 0]), since: counts([0, 0])))
        #expect(!WindowClosing.afterProgress(secondary: false).satisfied(by: counts([1, 0]), since: counts([0, 0])))
        #expect(WindowClosing.afterProgress(secondary: false).satisfied(by: counts([1, 1]), since: counts([0, 0])))
        #expect(!WindowClosing.afterProgress(secondary: true).satisfied(by: counts([1, 1]), since: counts([0, 0])))
        #expect(WindowClosing.afterProgress(secondary: true).satisfied(by: counts([1, 1], [0, 1]), since: counts([0, 0])))
    }
}
