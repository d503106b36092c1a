// Planted by .ci/darwin-samples: a closure of the wrong shape for OSAllocatedUnfairLock.withLockUnchecked.
#if canImport(os)
import os

func darwinSampleLock() -> Int {
    let lock = OSAllocatedUnfairLock()
    return lock.withLockUnchecked { state, count in count }
}
#endif
