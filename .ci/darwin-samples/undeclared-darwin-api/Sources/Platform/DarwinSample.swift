// Planted by .ci/darwin-samples: a Darwin API the shadow does not declare (host_statistics, rate-limited, which
// the code avoids). A new Darwin call needs its declaration in the shadow, from its header.
#if canImport(Darwin)
import Darwin

func darwinSampleLoad() -> Int32 {
    var count: mach_msg_type_number_t = 0
    return host_statistics(mach_host_self(), 3, nil, &count)
}
#endif
