import Platform

/// Whether the thread sanitizer's runtime is in this process: a build made with `-sanitize=thread`, as
/// `swift test --sanitize=thread` makes.
///
/// That runtime guards its own allocator with locks that a waiter spins on, yielding the CPU. A SCHED_FIFO
/// thread yields only to threads of its priority or above, so a real-time thread pinned to one CPU that spins
/// on such a lock held by a lower-priority thread on that CPU spins for ever: a run of the test suite under the
/// sanitizer once hung in a priority-inversion round that way (docs/reliability.md, "The stress check").
@usableFromInline package enum ThreadSanitizerRuntime {
    /// True when the runtime's entry point, `__tsan_init`, can be found in the process.
    package static let isLoaded: Bool = {
        guard let handle = dlopen(nil, RTLD_NOW) else { return false }
        defer { dlclose(handle) }
        return dlsym(handle, "__tsan_init") != nil
    }()
}
