// Planted by .ci/darwin-samples: mach_task_self() is a macro over the C global mach_task_self_, which the macOS
// 15.0 SDK (Xcode 16.0) does not mark nonisolated(unsafe): Swift 6 refuses to read it.
#if canImport(Darwin)
import Darwin

func darwinSampleTask() -> mach_port_t {
    mach_task_self_
}
#endif
