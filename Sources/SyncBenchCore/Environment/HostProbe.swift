import Synchronization

/// A short fixed reference workload that tells how fast the host runs right now: taken in every fork
/// around every measurement, so that a figure can be set against the speed of the machine it was taken on.
///
/// On a VM the host changes speed in phases that nothing inside the guest reports. The probe times
/// uncontended atomic additions on a line of their own, the cost of the harness's own primitives that tracked
/// the slow phases best (docs/methodology.md gives the study that chose it over a clock read and an arithmetic
/// chain): five timings of 20,000 additions, of which the median is kept.
@usableFromInline package struct HostProbe: Sendable {
    /// One reading: the host's speed, and when it was read.
    package struct Reading: Sendable, Equatable, Codable {
        /// One uncontended atomic addition, in nanoseconds: the figure the results carry as `host_probe_ns`.
        package var nanoseconds: Double
        /// When it was read, by the monotonic clock in nanoseconds (`MonotonicClock`), which every process of
        /// the machine shares: it puts the readings of a run's forks in the order they were taken.
        package var takenAt: UInt64

        /// Makes a reading from known figures.
        package init(nanoseconds: Double, takenAt: UInt64) {
            self.nanoseconds = nanoseconds
            self.takenAt = takenAt
        }

        /// The mean of two readings, taken at the moment halfway between them: the host's speed around
        /// something measured between them.
        package func averaged(with other: Reading) -> Reading {
            let (early, late) = (min(takenAt, other.takenAt), max(takenAt, other.takenAt))
            return Reading(nanoseconds: (nanoseconds + other.nanoseconds) / 2, takenAt: early + (late - early) / 2)
        }
    }

    /// Atomic additions in one timing.
    static let atomicAdds = 20_000
    /// Timings; the median is kept.
    static let rounds = 5

    /// Takes a reading on the calling thread.
    /// - Parameters:
    ///   - time: the nanoseconds a closure takes; tests pass fixed figures.
    ///   - now: the monotonic clock, read once the timings are done; tests pass a fixed one.
    package static func measure(time: (() -> Void) -> Double = Self.time, now: () -> UInt64 = MonotonicClock.now) -> Reading {
        let slot = PaddedAtomics(count: 1)
        let timings = (0..<rounds).map { _ in time { add(to: slot) } / Double(atomicAdds) }
        return Reading(nanoseconds: timings.sorted()[rounds / 2], takenAt: now())
    }

    /// The nanoseconds `work` takes, by the monotonic clock.
    package static func time(_ work: () -> Void) -> Double {
        let start = MonotonicClock.now()
        work()
        return Double(MonotonicClock.now() - start)
    }

    private static func add(to slot: PaddedAtomics) {
        let atomic = slot[0]
        for _ in 0..<atomicAdds { atomic.pointee.wrappingAdd(1, ordering: .relaxed) }
    }
}
