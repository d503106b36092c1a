// Planted by .ci/darwin-samples: a Linux-only call left where macOS compiles it.
import Darwin

func darwinSamplePin() -> Int32 {
    sched_setaffinity(0, 0, nil)
}
