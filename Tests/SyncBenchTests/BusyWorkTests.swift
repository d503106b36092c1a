import SyncBench
import Testing

@Suite("Calibrated busy work")
struct BusyWorkTests {
    @Test func zeroIsNoWorkAndPositiveIsAtLeastOneIteration() {
        #expect(BusyWork(nanoseconds: 0).iterations == 0)
        #expect(BusyWork(nanoseconds: 0.001).iterations == 1)
        #expect(BusyWork(iterations: -3).iterations == 0)
    }

    @Test func iterationsScaleWithTheTarget() {
        let small = BusyWork(nanoseconds: 1_000)
        let large = BusyWork(nanoseconds: 100_000)
        #expect(BusyWork.nanosecondsPerIteration > 0)
        #expect(abs(Double(large.iterations) / Double(small.iterations) - 100) < 2)
        #expect(abs(large.nanoseconds - 100_000) < BusyWork.nanosecondsPerIteration)
    }
}
