import Suite
import SyncBench
import Testing

/// A lock of a user's own that says nothing about how its waiters wait.
private final class SilentLock: LockPrimitive, @unchecked Sendable {
    static let name = "silent_lock"
    static let summary = "test double"
    init() {}
    func withLock<R>(_ body: () throws -> R) rethrows -> R { try body() }
}

@Suite("How a lock's waiters wait: declared by every lock, kept in the results file")
struct ContendedWaitingTests {
    /// The subject named `name` in the default suite that measures `benchmark`.
    static func waiting(_ name: String, _ benchmark: Benchmark = .uncontended) -> ContendedWaiting? {
        DefaultSuite.catalog.subjects.first { $0.name == name && $0.benchmarks.contains(benchmark) }?.contendedWaiting
    }

    @Test func everyLockOfTheSuiteSaysHowItsWaitersWait() {
        for subject in DefaultSuite.catalog.subjects where subject.role == .lock {
            #expect(subject.contendedWaiting != nil && subject.contendedWaiting != .undeclared, "\(subject.name) does not say")
        }
    }

    @Test("The spinlocks spin, here or where they exist; Mutex and the unfair locks sleep, here or where they exist")
    func theSpinlocksSpinAndTheMutexesSleep() {
        #expect(Self.waiting("ttas_spinlock") == .spins)
        #expect(Self.waiting("pthread_spinlock") == .spins)
        for name in ["Mutex", "os_unfair_lock", "OSAllocatedUnfairLock", "pthread_mutex", "pthread_mutex_adaptive", "NSLock"] {
            #expect(Self.waiting(name) == .sleeps, "\(name)")
        }
        #expect(Self.waiting("Mutex", .inversion) == .sleeps)
        #expect(Self.waiting("actor", .tasks) == .sleeps)
        #expect(Self.waiting("no_lock") == nil)
    }

    @Test func aUsersLockIsUndeclaredUnlessItSays() {
        #expect(SilentLock.contendedWaiting == .undeclared)
        #expect(Subject.lock(SilentLock.self).contendedWaiting == .undeclared)
    }

    @Test func theColumnComesRightAfterFamilyAndRoundTrips() throws {
        let columns = ResultsColumn.allCases
        #expect(columns.firstIndex(of: .waiting) == columns.firstIndex(of: .family).map { $0 + 1 })
        let file = ResultsFile(metadata: [("host", "box")], results: [
            CaseResult(
                benchmark: .uncontended, primitive: "ttas_spinlock", role: .lock, family: .spinAndMutex, contendedWaiting: .spins,
                workload: "increment", threads: 1, oversubscribed: false, windowSeconds: 0.2, totalOperations: 10, samples: [2],
                lostUpdates: 0, batchSize: 1, status: .ok
            ),
        ])
        #expect(file.text.contains("\nbox,uncontended,ttas_spinlock,lock,spin_mutex,spins,,increment,"))
        #expect(try ResultsFile(parsing: file.text).results[0].contendedWaiting == .spins)
    }

    @Test("A file without the column reads as not saying, and takes the waiting of the suite's subject of the same name")
    func olderFilesTakeTheWaitingFromTheCatalog() throws {
        let text = """
            # schema: syncbench/2
            benchmark,primitive,role,family,workload,threads,oversubscribed,window_s,batch,total_ops,lost_updates,status,stuck_threads,samples_ns_per_op
            uncontended,ttas_spinlock,lock,spin_mutex,increment,1,no,0.2,1,10,0,ok,,2.2
            uncontended,Mutex,lock,spin_mutex,increment,1,no,0.2,1,10,0,ok,,4.8
            uncontended,mine,lock,user,increment,1,no,0.2,1,10,0,ok,,9
            """
        let file = try ResultsFile(parsing: text)
        #expect(file.results.map(\.contendedWaiting) == [nil, nil, nil])
        #expect(file.describingSubjects(with: DefaultSuite.catalog).results.map(\.contendedWaiting) == [.spins, .sleeps, nil])
    }

    @Test func anUnknownWaitingWordIsRefused() {
        let text = """
            # schema: syncbench/2
            benchmark,primitive,waiting,workload,threads,oversubscribed,window_s,batch,total_ops,lost_updates,status,stuck_threads,samples_ns_per_op
            uncontended,NSLock,naps,increment,1,no,0.2,1,10,0,ok,,13.5
            """
        #expect(throws: ResultsFileError.self) { try ResultsFile(parsing: text) }
    }
}
