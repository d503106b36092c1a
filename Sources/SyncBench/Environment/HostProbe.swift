import Synchronization

/// A short fixed reference workload that tells how fast the host runs right now: taken in every fork
/// around every measurement, so that a figure can be set against the speed of the machine it was taken on.
///
/// On a VM the host changes speed in phases that nothing inside the guest reports. What tracked the slow
/// phases so far were the costs of the harness's own primitives (a clock read, the batch's atomic
/// bookkeeping), so the probe times three things of a fixed size, in alternation so that all three see the
/// same moment: monotonic clock reads, uncontended atomic additions on a line of their own, and a dependent
/// arithmetic chain of a fixed length. It takes about a millisecond.
public struct HostProbe: Sendable {
    /// One reading, each component in nanoseconds per unit.
    public struct Reading: Sendable, Equatable, Codable {
        /// One monotonic clock read.
        public var clockRead: Double
        /// One uncontended atomic addition.
        public var atomicAdd: Double
        /// One step of the dependent arithmetic chain.
        public var chainStep: Double

        /// Makes a reading from known figures.
        public init(clockRead: Double, atomicAdd: Double, chainStep: Double) {
            self.clockRead = clockRead
            self.atomicAdd = atomicAdd
            self.chainStep = chainStep
        }

        /// The mean of two readings, component by component: the host's speed around something measured between them.
        public func averaged(with other: Reading) -> Reading {
            Reading(
                clockRead: (clockRead + other.clockRead) / 2, atomicAdd: (atomicAdd + other.atomicAdd) / 2,
                chainStep: (chainStep + other.chainStep) / 2
            )
        }

        /// The figure the results carry as `host_probe_ns`: the atomic addition, the component closest to
        /// what an uncontended lock does (see docs/methodology.md for how it tracked the host).
        public var nanoseconds: Double { atomicAdd }
    }

    /// Clock reads, atomic additions and chain steps in one timing of each component.
    static let clockReads = 2_000
    static let atomicAdds = 20_000
    static let chainSteps = 20_000
    /// Timings of each component; the median is kept.
    static let rounds = 5

    /// Takes a reading on the calling thread.
    /// - Parameter time: the nanoseconds a closure takes; tests pass fixed figures.
    public static func measure(time: (() -> Void) -> Double = Self.time) -> Reading {
        let slot = PaddedAtomics(count: 1)
        let chain = BusyWork(iterations: chainSteps)
        var clock: [Double] = [], atomic: [Double] = [], steps: [Double] = []
        for _ in 0..<rounds {
            clock.append(time { readClock() } / Double(clockReads))
            atomic.append(time { add(to: slot) } / Double(atomicAdds))
            steps.append(time { blackHole(chain.chain()) } / Double(chainSteps))
        }
        return Reading(clockRead: middle(clock), atomicAdd: middle(atomic), chainStep: middle(steps))
    }

    /// The middle value of an odd number of timings.
    private static func middle(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }

    /// The nanoseconds `work` takes, by the monotonic clock.
    public static func time(_ work: () -> Void) -> Double {
        let start = MonotonicClock.now()
        work()
        return Double(MonotonicClock.now() - start)
    }

    private static func readClock() {
        var sum: UInt64 = 0
        for _ in 0..<clockReads { sum &+= MonotonicClock.now() }
        blackHole(sum)
    }

    private static func add(to slot: PaddedAtomics) {
        let atomic = slot[0]
        for _ in 0..<atomicAdds { atomic.pointee.wrappingAdd(1, ordering: .relaxed) }
    }
}
