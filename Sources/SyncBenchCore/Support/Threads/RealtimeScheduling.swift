import CSyncBench
import Foundation
import Platform

/// Puts the calling thread at a priority and, where the platform allows, on one CPU.
///
/// Linux: SCHED_FIFO real-time priorities and `pthread_setaffinity_np`, which need CAP_SYS_NICE or an
/// RLIMIT_RTPRIO; where they are refused, `probe()` says why and the workloads that need them report
/// themselves unavailable. Under the thread sanitizer they are refused too (`ThreadSanitizerRuntime`).
/// Darwin: QoS classes (user-interactive, default, background); no pinning.
@usableFromInline package enum RealtimeScheduling {
    /// The three roles of a priority-inversion round.
    package enum Role: Sendable {
        case low, medium, high
    }

    /// Why real-time scheduling cannot be used here, or nil when it can: tries it on a short-lived thread.
    package static func probe() -> String? {
        let result = ProbeResult()
        let done = DispatchSemaphore(value: 0)
        Thread {
            result.reason = apply(.low, cpu: firstAllowedCPU())
            done.signal()
        }.start()
        done.wait()
        return result.reason
    }

    /// Moves the calling thread to `role`'s priority, pinned to `cpu` where pinning exists.
    /// - Parameter sanitized: whether the thread sanitizer's runtime is in the process, which refuses every role
    ///   before the thread is touched (`ThreadSanitizerRuntime`); tests pass it.
    /// - Returns: nil on success, or why it failed.
    package static func apply(_ role: Role, cpu: Int?, sanitized: Bool = ThreadSanitizerRuntime.isLoaded) -> String? {
        if sanitized {
            return "not under the thread sanitizer, whose runtime spins on locks that a real-time thread can keep from their holder for ever"
        }
        #if os(Linux)
        if let cpu {
            let pinned = csb_pin_to_cpu(Int32(cpu))
            guard pinned == 0 else { return "cannot pin to CPU \(cpu): \(String(cString: strerror(pinned)))" }
        }
        var parameters = sched_param()
        parameters.sched_priority = priority(role)
        let error = pthread_setschedparam(pthread_self(), Int32(SCHED_FIFO), &parameters)
        guard error == 0 else {
            return "SCHED_FIFO refused (\(String(cString: strerror(error)))): needs CAP_SYS_NICE or an RLIMIT_RTPRIO"
        }
        return nil
        #elseif canImport(Darwin)
        let classes: [Role: qos_class_t] = [.low: QOS_CLASS_BACKGROUND, .medium: QOS_CLASS_DEFAULT, .high: QOS_CLASS_USER_INTERACTIVE]
        let error = pthread_set_qos_class_self_np(classes[role]!, 0)
        return error == 0 ? nil : "pthread_set_qos_class_self_np failed: \(error)"
        #else
        return "no real-time scheduling on this platform"
        #endif
    }

    /// The SCHED_FIFO priority of each role: far apart, and far below the kernel's own real-time threads.
    static func priority(_ role: Role) -> Int32 {
        switch role {
        case .low: 10
        case .medium: 20
        case .high: 30
        }
    }

    /// The first CPU this process may run on (Linux), or nil where threads cannot be pinned.
    package static func firstAllowedCPU() -> Int? {
        let cpu = csb_first_allowed_cpu()
        return cpu >= 0 ? Int(cpu) : nil
    }
}

private final class ProbeResult: @unchecked Sendable {
    var reason: String?
}
