import CSyncBench

/// Where worker threads run: a paired run puts both halves of a pair on the same CPUs, since on a VM each
/// virtual CPU changes speed on its own, every few milliseconds, as the host moves it between physical cores.
///
/// Linux pins with `pthread_setaffinity_np`. Darwin has no way to pin a thread (affinity tags are hints
/// between threads of one process), so there the workers go where the scheduler puts them.
@usableFromInline package enum WorkerPlacement {
    /// The CPUs this process may run on, ascending; empty where that cannot be known or threads cannot be pinned.
    package static func allowedCPUs() -> [Int] {
        var cpus = [Int32](repeating: 0, count: 1_024)
        let count = csb_allowed_cpus(&cpus, Int32(cpus.count))
        return count > 0 ? cpus.prefix(Int(count)).map(Int.init) : []
    }

    /// Pins the calling thread to `cpu`; false where it cannot be (another platform, a CPU outside the mask).
    @discardableResult
    package static func pinCurrentThread(to cpu: Int) -> Bool {
        csb_pin_to_cpu(Int32(cpu)) == 0
    }
}
