import Foundation
import Synchronization

/// How far apart the host placed two virtual CPUs: the time one cache line takes to go from a thread pinned to
/// one of them to a thread pinned to the other and back.
///
/// On a VM the host decides which physical cores the guest's virtual CPUs run on, and moves them every few
/// seconds, unseen by the guest. A contended lock hands its state between its threads' CPUs, so its cost follows
/// that distance, which no single-thread probe (`HostProbe`) can see: it can jump between a near and a far
/// placement from one second to the next, and a contended lock's cost moves with it (docs/versus.md, "What moves
/// a contended ratio"). A fork reads it after each step whose first two workers were pinned to two CPUs, between
/// those CPUs: five timings of 200 round trips, the median kept.
@usableFromInline package enum CPURoundTrip {
    /// Round trips in one timing.
    static let trips = 200
    /// Timings; the median is kept.
    static let timings = 5

    /// The median round trip between threads pinned to `first` and `second`, in nanoseconds; nil when the two
    /// are one CPU, or where threads cannot be pinned (another platform, a CPU outside the process's mask).
    package static func measure(between first: Int, and second: Int) -> Double? {
        guard first != second else { return nil }
        let trial = Trial()
        for (cpu, role) in [(first, Role.ping), (second, Role.pong)] {
            let thread = Thread { trial.run(role, pinnedTo: cpu) }
            thread.name = "syncbench-round-trip"
            thread.start()
        }
        trial.finished.wait()
        trial.finished.wait()
        guard trial.unpinned.load(ordering: .acquiring) == 0, trial.nanoseconds.count == timings else { return nil }
        return trial.nanoseconds.sorted()[timings / 2] / Double(trips)
    }

    private enum Role { case ping, pong }

    /// One measurement's shared state: the line that travels, and how it went.
    private final class Trial: @unchecked Sendable {
        /// The travelling line: the ping side writes odd values, the pong side answers with the next even one.
        let line = PaddedAtomics(count: 1)
        /// Threads that could not be pinned; neither side measures unless it is zero.
        let unpinned = Atomic<Int>(0)
        let ready = StartBarrier(parties: 2)
        let finished = DispatchSemaphore(value: 0)
        /// The ping side's timings of `trips` round trips, written by it alone and read once both have finished.
        var nanoseconds: [Double] = []

        func run(_ role: Role, pinnedTo cpu: Int) {
            defer { finished.signal() }
            if !WorkerPlacement.pinCurrentThread(to: cpu) { unpinned.add(1, ordering: .releasing) }
            ready.arriveAndWait()
            guard unpinned.load(ordering: .acquiring) == 0 else { return }
            let travelling = line[0]
            switch role {
            case .ping:
                var value = 0
                for _ in 0..<timings {
                    let start = MonotonicClock.now()
                    for _ in 0..<trips {
                        travelling.pointee.store(value + 1, ordering: .releasing)
                        while travelling.pointee.load(ordering: .acquiring) != value + 2 {}
                        value += 2
                    }
                    nanoseconds.append(Double(MonotonicClock.now() - start))
                }
            case .pong:
                var value = 1
                for _ in 0..<(timings * trips) {
                    while travelling.pointee.load(ordering: .acquiring) != value {}
                    travelling.pointee.store(value + 1, ordering: .releasing)
                    value += 2
                }
            }
        }
    }
}
