import SyncBench
import Testing

@Suite("Calibrated busy work")
struct BusyWorkTests {
    @Test func zeroIsNoWorkAndPositiveIsAtLeastOneIteration() {
        #expect(BusyWork(nanoseconds: 0).iterations == 0)
        #expect(BusyWork(nanoseconds: 0.001).iterations == 1)
        #expect(BusyWork(iterations: -3).iterations == 0)
    }

    @Test func iterationsFollowTheCalibratedLine() {
        let calibration = BusyWork.calibration
        #expect(calibration.nanosecondsPerIteration > 0)
        #expect(calibration.fixedNanoseconds >= 0)
        for target in [100.0, 1_000.0, 100_000.0] where target > calibration.fixedNanoseconds {
            let work = BusyWork(nanoseconds: target)
            #expect(abs(work.nanoseconds - target) <= calibration.nanosecondsPerIteration / 2 + 1e-9, "\(target)")
        }
        #expect(calibration.nanoseconds(iterations: 0) == 0)
    }
}
