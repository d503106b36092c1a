import SyncBench

/// The subjects that exist on some platforms only: the real one where it builds, otherwise an entry that
/// `bench list` shows as unavailable here, with the reason, and with the family and the waiting of the real one,
/// so that a results file from the other platform is read as it was written there.
enum PlatformSubjects {
    /// glibc's adaptive mutex kind.
    static var adaptiveMutex: Subject {
        #if canImport(Glibc)
        .lock(PthreadMutexLock<AdaptiveMutexKind>.self).sweptOnlyWithFull()
        #else
        .unavailable(
            name: "pthread_mutex_adaptive", family: .pthread, contendedWaiting: .sleeps, summary: "pthread_mutex_t, PTHREAD_MUTEX_ADAPTIVE_NP",
            reason: "PTHREAD_MUTEX_ADAPTIVE_NP is a glibc extension"
        )
        #endif
    }

    /// glibc's `pthread_spinlock_t`.
    static var pthreadSpinLock: Subject {
        #if canImport(Glibc)
        .lock(PthreadSpinLock.self).sweptOnlyWithFull()
        #else
        .unavailable(
            name: "pthread_spinlock", family: .spinAndMutex, contendedWaiting: .spins, summary: "pthread_spinlock_t",
            reason: "this platform has no pthread spinlocks"
        )
        #endif
    }

    /// An unnamed POSIX semaphore.
    static var posixSemaphore: Subject {
        #if canImport(Glibc)
        .lock(PosixSemaphoreLock.self).sweptOnlyWithFull().kernelsOnlyWithFull()
        #else
        .unavailable(
            name: "posix_sem", family: .dispatch, contendedWaiting: .sleeps, summary: "sem_t from sem_init(value 1) as a mutex",
            reason: "unnamed POSIX semaphores are not implemented (sem_init fails with ENOSYS)"
        )
        #endif
    }

    /// Darwin's `os_unfair_lock`.
    static var unfairLock: Subject {
        #if canImport(os)
        .lock(UnfairLock.self)
        #else
        .unavailable(
            name: "os_unfair_lock", family: .spinAndMutex, contendedWaiting: .sleeps, summary: "os_unfair_lock on the heap",
            reason: "os_unfair_lock is Darwin only"
        )
        #endif
    }

    /// Darwin's `OSAllocatedUnfairLock`.
    static var allocatedUnfairLock: Subject {
        #if canImport(os)
        .lock(AllocatedUnfairLock.self).sweptOnlyWithFull()
        #else
        .unavailable(
            name: "OSAllocatedUnfairLock", family: .spinAndMutex, contendedWaiting: .sleeps, summary: "OSAllocatedUnfairLock",
            reason: "OSAllocatedUnfairLock is Darwin only"
        )
        #endif
    }

    /// Objective-C's `@synchronized`.
    static var synchronized: Subject {
        #if canImport(ObjectiveC)
        .lock(SynchronizedLock.self).sweptOnlyWithFull().kernelsOnlyWithFull()
        #else
        .unavailable(
            name: "synchronized", family: .foundation, contendedWaiting: .sleeps,
            summary: "@synchronized: objc_sync_enter/objc_sync_exit on an object",
            reason: "@synchronized needs the Objective-C runtime, which exists on Darwin only"
        )
        #endif
    }
}
