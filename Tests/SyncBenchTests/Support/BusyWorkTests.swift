import SyncBench
import Testing

@Suite("Calibrated busy work")
struct BusyWorkTests {
    /// A line of 1.5 ns per iteration and 7 ns per call.
    let line = BusyWork.Calibration(nanosecondsPerIteration: 1.5, fixedNanoseconds: 7)

    @Test func zeroIsNoWorkAndPositiveIsAtLeastOneIteration() {
        #expect(BusyWork(nanoseconds: 0).iterations == 0)
        #expect(BusyWork(nanoseconds: 0.001).iterations == 1)
        #expect(BusyWork(iterations: -3).iterations == 0)
        #expect(BusyWork(nanoseconds: 3, calibration: line).iterations == 1)
    }

    @Test func iterationsFollowTheCalibratedLine() {
        for target in [100.0, 1_000.0, 100_000.0] {
            let work = BusyWork(nanoseconds: target, calibration: line)
            #expect(abs(line.nanoseconds(iterations: work.iterations) - target) <= line.nanosecondsPerIteration / 2, "\(target)")
        }
        #expect(BusyWork(nanoseconds: 1_000, calibration: line).iterations == 662)
        #expect(line.nanoseconds(iterations: 0) == 0)
        #expect(line.nanoseconds(iterations: 2) == 10)
        // Without a calibration given, the process's own is used.
        #expect(BusyWork(nanoseconds: 1_000) == BusyWork(nanoseconds: 1_000, calibration: BusyWork.calibration))
    }

    @Test("The calibration is the line through the fastest timings of a short and a long run")
    func calibrationFitsTheFastestTimings() {
        // Every third timing is disturbed by 500 ns; the fastest of each length lies on the line.
        var calls = 0
        let calibration = BusyWork.Calibration.measure(rounds: 10) { work in
            calls += 1
            return 7 + 1.5 * Double(work.iterations) + (calls % 3 == 0 ? 500 : 0)
        }
        #expect(calls == 20)
        #expect(calibration == line)
    }

    @Test func theInterceptIsNeverNegative() {
        let calibration = BusyWork.Calibration.measure(rounds: 2) { Double($0.iterations) - 10 }
        #expect(calibration.nanosecondsPerIteration == 1)
        #expect(calibration.fixedNanoseconds == 0)
    }

    @Test("The run's self-check times the work chosen for each target and reports how far it landed")
    func accuracyReportsTheFastestLanding() throws {
        var timed: [Int] = []
        let accuracy = BusyWorkAccuracy.measure(targets: [50, 1_000], calibration: line, rounds: 3) { work in
            timed.append(work.iterations)
            // 30% over the line, and the first timing of each target disturbed.
            return 1.3 * line.nanoseconds(iterations: work.iterations) + (timed.count % 3 == 1 ? 1_000 : 0)
        }
        #expect(timed == [29, 29, 29, 662, 662, 662])
        #expect(accuracy.landings.map(\.iterations) == [29, 662])
        #expect(accuracy.landings.map(\.measuredNanoseconds) == [1.3 * 50.5, 1.3 * 1_000])
        #expect(abs(accuracy.landings[1].deviation - 0.3) < 1e-12)
        // 29 iterations are 50.5 ns on the line: the short target lands furthest off.
        let worst = try #require(accuracy.worst)
        #expect(worst.targetNanoseconds == 50)
        #expect(abs(worst.deviation - (1.3 * 50.5 / 50 - 1)) < 1e-12)
        #expect(!accuracy.isWithinTolerance)
        #expect(accuracy.metadata.map(\.key) == ["harness_busy_work", "harness_busy_work_line"])
        #expect(accuracy.metadata.map(\.value) == ["50 ns -> 65.65 ns, 1000 ns -> 1300 ns", "1.5 ns per iteration + 7 ns per call"])
    }

    @Test func workOnItsLineIsWithinTolerance() {
        let accuracy = BusyWorkAccuracy.measure(targets: [50, 1_000], calibration: line, rounds: 1) { line.nanoseconds(iterations: $0.iterations) }
        #expect(accuracy.isWithinTolerance)
        #expect(accuracy.landings.allSatisfy { abs($0.deviation) <= line.nanosecondsPerIteration / 2 / $0.targetNanoseconds })
        #expect(BusyWorkAccuracy.measure(targets: [], calibration: line) { _ in 1 }.worst == nil)
    }
}
