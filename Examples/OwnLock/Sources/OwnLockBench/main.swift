import BenchCLI
import OwnLocks
import Suite
import SyncBench

BenchMain.main(catalog: DefaultSuite.catalog.adding([.lock(OwnPthreadMutex.self), .lock(TicketLock.self)]))
