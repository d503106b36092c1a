import Suite
import SyncBench
import Testing

/// A lock of a user's own: says nothing about its family.
private final class UsersLock: LockPrimitive, @unchecked Sendable {
    static let name = "users_lock"
    static let summary = "test double"
    init() {}
    func withLock<R>(_ body: () throws -> R) rethrows -> R { try body() }
}

@Suite("Families: the group each subject is charted with")
struct FamilyTests {
    @Test func everySubjectOfTheSuiteNamesItsFamily() {
        for subject in DefaultSuite.catalog.subjects {
            #expect(subject.family != .user && subject.family != .unknown, "\(subject.name) has no family of its own")
        }
    }

    @Test func theSuitesFamiliesAreTheOnesTheChartsExpect() {
        let family = { (name: String) in DefaultSuite.catalog.subjects.first { $0.name == name }?.family }
        #expect(family("pthread_mutex_pi") == .pthread)
        #expect(family("NSConditionLock") == .foundation)
        #expect(family("serial_queue_sync") == .dispatch)
        #expect(family("Mutex") == .spinAndMutex)
        #expect(family("os_unfair_lock") == .spinAndMutex)
        #expect(family("OperationQueue") == .executor)
        #expect(family("c_pthread_mutex") == .control)
        #expect(family("no_lock") == .control)
    }

    @Test func synchronizedIsAFoundationSubjectAndOnLinuxUnavailableWithItsReason() throws {
        let synchronized = try #require(DefaultSuite.catalog.subjects.first { $0.name == "synchronized" })
        #expect(synchronized.family == .foundation)
        #if canImport(ObjectiveC)
        #expect(synchronized.unavailableReason == nil)
        #else
        #expect(synchronized.unavailableReason == "@synchronized needs the Objective-C runtime, which exists on Darwin only")
        #endif
    }

    @Test func aUsersLockIsInTheUserFamilyUnlessItSaysOtherwise() {
        #expect(UsersLock.family == .user)
        #expect(Subject.lock(UsersLock.self).family == .user)
    }

    @Test func theColumnComesRightAfterRoleAndRoundTrips() throws {
        let columns = ResultsColumn.allCases
        #expect(columns.firstIndex(of: .family) == columns.firstIndex(of: .role).map { $0 + 1 })
        let file = ResultsFile(metadata: [("host", "box")], results: [
            CaseResult(
                benchmark: .uncontended, primitive: "Mutex", role: .lock, family: .spinAndMutex, workload: "increment",
                threads: 1, oversubscribed: false, windowSeconds: 0.2, totalOperations: 10, samples: [11], lostUpdates: 0,
                batchSize: 1, status: .ok
            ),
        ])
        #expect(file.text.contains("\nbox,uncontended,Mutex,lock,spin_mutex,,,increment,"))
        #expect(try ResultsFile(parsing: file.text).results[0].family == .spinAndMutex)
    }

    @Test func aFileWithoutTheColumnReadsAsFamilyUnknown() throws {
        let text = """
            # schema: syncbench/1
            benchmark,primitive,workload,threads,oversubscribed,window_s,batch,total_ops,lost_updates,status,stuck_threads,samples_ns_per_op
            uncontended,NSLock,increment,1,no,0.2,1,10,0,ok,,13.5
            """
        #expect(try ResultsFile(parsing: text).results[0].family == .unknown)
    }

    @Test func anUnknownFamilyWordIsRefused() {
        let text = """
            # schema: syncbench/2
            benchmark,primitive,family,workload,threads,oversubscribed,window_s,batch,total_ops,lost_updates,status,stuck_threads,samples_ns_per_op
            uncontended,NSLock,cocoa,increment,1,no,0.2,1,10,0,ok,,13.5
            """
        #expect(throws: ResultsFileError.self) { try ResultsFile(parsing: text) }
    }
}
