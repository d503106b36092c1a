@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

@Suite("The round trip between two CPUs: read where two threads can be pinned apart, never on one CPU")
struct CPURoundTripTests {
    @Test("One CPU has no round trip; two allowed CPUs give a positive figure where threads can be pinned, none elsewhere")
    func readsWherePinnable() {
        let cpus = WorkerPlacement.allowedCPUs()
        #expect(CPURoundTrip.measure(between: 0, and: 0) == nil)
        if cpus.count >= 2 {
            let roundTrip = CPURoundTrip.measure(between: cpus[0], and: cpus[1])
            #expect(roundTrip.map { $0.isFinite && $0 > 0 } == true)
        } else {
            #expect(CPURoundTrip.measure(between: 0, and: 1) == nil)
        }
    }

    @Test("A CPU outside the process's mask is refused, without a thread left spinning")
    func refusesAnUnknownCPU() {
        #expect(CPURoundTrip.measure(between: 0, and: 100_000) == nil)
    }
}
