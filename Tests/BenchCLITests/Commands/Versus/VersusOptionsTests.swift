@testable import BenchCLI
import SyncBench
import Testing

/// What `bench versus` is told to do.
@Suite("bench versus leaves the workers to the scheduler unless told to pin them")
struct VersusOptionsTests {
    @Test("Unpinned by default, as bench run; --pin pins them to every CPU this process may use, as bench ab")
    func pinning() throws {
        #expect(try VersusOptions.parse(["Mutex", "pthread_mutex"]).workerCPUs == [])
        let pinned = try VersusOptions.parse(["Mutex", "pthread_mutex", "--pin"])
        #expect(pinned.pin && pinned.workerCPUs == WorkerPlacement.allowedCPUs())
    }
}
