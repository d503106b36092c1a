@testable import BenchCLI
import SyncBench
import Testing

/// What `bench versus` is told to do.
@Suite("bench versus pins the workers unless told to leave them to the scheduler")
struct VersusOptionsTests {
    @Test("Pinned to every CPU this process may use by default, as bench ab; --unpinned leaves them to the scheduler, as bench run")
    func pinning() throws {
        #expect(try VersusOptions.parse(["Mutex", "pthread_mutex"]).workerCPUs == WorkerPlacement.allowedCPUs())
        let unpinned = try VersusOptions.parse(["Mutex", "pthread_mutex", "--unpinned"])
        #expect(unpinned.unpinned && unpinned.workerCPUs == [])
    }
}
