@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

@Suite("Where a lock says its state is")
struct StateAddressTests {
    @Test("A pthread mutex's state is its heap word, not the object around it")
    func pthreadMutexNamesItsWord() {
        let lock = PthreadMutex()
        #expect(lock.stateAddress == UnsafeRawPointer(lock.mutex))
    }

    #if canImport(os)
    @Test("An os_unfair_lock's state is its heap word, not the object around it")
    func unfairLockNamesItsWord() {
        let lock = UnfairLock()
        #expect(lock.stateAddress == UnsafeRawPointer(lock.lock))
    }
    #endif
}
