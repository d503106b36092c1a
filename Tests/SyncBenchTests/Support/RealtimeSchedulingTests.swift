@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

@Suite("Real-time scheduling is refused under the thread sanitizer, before the thread is touched")
struct RealtimeSchedulingTests {
    @Test("Every role is refused with the reason, and an inversion round then reports itself unavailable")
    func refusedWhenSanitized() {
        for role in [RealtimeScheduling.Role.low, .medium, .high] {
            let reason = RealtimeScheduling.apply(role, cpu: 0, sanitized: true)
            #expect(reason?.hasPrefix("not under the thread sanitizer") == true)
        }
        #expect(InversionPlan.choose(priorityRefusal: RealtimeScheduling.apply(.low, cpu: 0, sanitized: true), pinnableCPU: 0, cpus: 2)
            == .unavailable("not under the thread sanitizer, whose runtime spins on locks that a real-time thread can keep from their holder for ever"))
    }
}
