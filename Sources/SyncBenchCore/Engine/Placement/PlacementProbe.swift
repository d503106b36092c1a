import CSyncBench
import Synchronization

/// The workers' own placement probe: where the host put them, read by the worker threads in place, without pinning,
/// just after the start barrier (`before`) and just after they leave their loop (`after`), so that its cost falls
/// outside the windows.
///
/// At each of the two moments every worker notes its CPU, then worker 0 bounces a cache line with each other worker
/// in turn: five timings of 200 round trips a pair, the median kept, as `CPURoundTrip` does between pinned threads.
/// Between them, the controller reads each worker's CPU at every window edge from outside it (`readEdge`), on Linux.
/// A pair whose partner does not answer within `phaseBoundNanoseconds` (it started late, or is stuck) is left unread
/// rather than waited for, and so is a pair that the plan pinned to one CPU. The controller starts the warm-up once
/// every worker has read (`waitForReadingsBefore`), and waits out the bound when it joins the workers. A run with more
/// workers than CPUs is not probed: its workers share CPUs, and a round trip between two of them on one CPU is a time
/// slice, not a distance.
@usableFromInline
final class PlacementProbe: @unchecked Sendable {
    /// The two moments of a round at which the workers read where they run.
    @usableFromInline
    enum Phase: Int, CaseIterable {
        /// Just after the start barrier, before the warm-up.
        case before = 0
        /// Just after the worker left its loop, once the last window has closed.
        case after = 1
    }

    /// Round trips in one timing.
    static let trips = 200
    /// Timings a pair; the median is kept.
    static let timings = 5
    /// How long one reading waits for a partner before it leaves the pair unread.
    @usableFromInline static let phaseBoundNanoseconds: UInt64 = 200_000_000
    /// The CPUs this process may use (`RunEnvironment.effectiveCPUs`), read once a process.
    @usableFromInline static let usableCPUs = RunEnvironment.effectiveCPUs()
    /// Spins between two looks at the clock and at the turn, while waiting.
    private static let spinsBetweenLooks = 1_024

    private let workers: Int
    /// Slot 0: the travelling line; slot 1: whose turn it is (`turnValue`), or 0 before any pair.
    private let line = PaddedAtomics(count: 2)
    /// Each phase's round trip with worker k at `phase * workers + k` (slot k = 0 unused), as a `Double`'s bits;
    /// 0 where unread. Written by worker 0, read once the workers have finished.
    private let roundTrips: PaddedAtomics
    /// Each phase's CPU of worker k at `phase * workers + k`, plus one; 0 where unknown.
    private let cpus: PaddedAtomics
    /// The pairs the plan pinned to one CPU, by the partner's index: never read.
    private let sharedCPU: Set<Int>
    /// The window edges a round can have: its windows and one.
    private let edges: Int
    /// The window edges read so far; the controller's alone.
    private var edgesRead = 0
    /// Each worker's CPU at each window edge, plus one, at `edge * workers + worker`; 0 where unknown.
    private let edgeCPUs: PaddedAtomics
    /// Each worker's kernel thread id (`csb_thread_id`), stored as it begins its first reading; 0 until then.
    private let threadIDs: PaddedAtomics

    /// How long one reading waits for a partner, in nanoseconds.
    let boundNanoseconds: UInt64
    /// Counts the workers in as each finishes its `before` reading; the controller waits on it before the warm-up.
    private let readBefore: StartBarrier

    /// A probe for `workers` workers on a machine whose process may run on `cpus` CPUs, the workers pinned as
    /// `pinned` says (nil where the scheduler places them), each reading waiting at most `boundNanoseconds` for a
    /// partner, over `windows` windows; nil for one worker, or more workers than CPUs.
    @usableFromInline
    init?(workers: Int, cpus: Int, pinned: (Int) -> Int?, windows: Int = 0, boundNanoseconds: UInt64 = phaseBoundNanoseconds) {
        guard workers >= 2, workers <= cpus else { return nil }
        self.workers = workers
        edges = windows + 1
        edgeCPUs = PaddedAtomics(count: edges * workers, stride: MemoryLayout<Atomic<Int>>.stride)
        threadIDs = PaddedAtomics(count: workers, stride: MemoryLayout<Atomic<Int>>.stride)
        self.boundNanoseconds = boundNanoseconds
        readBefore = StartBarrier(parties: workers + 1)
        roundTrips = PaddedAtomics(count: 2 * workers, stride: MemoryLayout<Atomic<Int>>.stride)
        self.cpus = PaddedAtomics(count: 2 * workers, stride: MemoryLayout<Atomic<Int>>.stride)
        let first = pinned(0)
        sharedCPU = Set((1..<workers).filter { first != nil && pinned($0) == first })
    }

    /// Worker `index`'s part in `phase`: it notes its CPU, then worker 0 times a round trip with each other worker
    /// in turn, and each other worker answers when its turn comes.
    @usableFromInline
    func read(_ phase: Phase, worker index: Int) {
        if phase == .before { threadIDs[index].pointee.store(Int(csb_thread_id()), ordering: .releasing) }
        let cpu = csb_current_cpu()
        cpus[slot(phase, index)].pointee.store(cpu >= 0 ? Int(cpu) + 1 : 0, ordering: .relaxed)
        let deadline = MonotonicClock.now() &+ boundNanoseconds
        if index == 0 {
            for partner in 1..<workers where !sharedCPU.contains(partner) {
                if let nanoseconds = ping(partner, phase: phase, deadline: deadline) {
                    roundTrips[slot(phase, partner)].pointee.store(Int(bitPattern: UInt(nanoseconds.bitPattern)), ordering: .relaxed)
                }
            }
            line[1].pointee.store(turnValue(phase, workers), ordering: .releasing)
        } else if !sharedCPU.contains(index) {
            pong(index, phase: phase, deadline: deadline)
        }
        if phase == .before { readBefore.arrive() }
    }

    /// The controller's wait for every worker's `before` reading, so that the warm-up and the windows start after it:
    /// a reading can take its whole bound when the host leaves a partner unrun (two workers time-sharing one CPU pass
    /// the line once a time slice), longer than a quick run's windows together. Waits at most `seconds`.
    func waitForReadingsBefore(seconds: Double) {
        _ = readBefore.arriveAndWait(seconds: seconds)
    }

    /// The controller's reading at a window edge (the opening of the first window, or the close of one): the CPU each
    /// worker last ran on, read from outside it (`csb_thread_last_cpu`), so that the workers' loop does nothing for
    /// it. Linux only: elsewhere a thread's CPU can only be asked by the thread itself, and the edges stay unknown.
    func readEdge() {
        defer { edgesRead += 1 }
        guard edgesRead < edges else { return }
        for index in 0..<workers {
            let cpu = csb_thread_last_cpu(Int32(threadIDs[index].pointee.load(ordering: .acquiring)))
            edgeCPUs[edgesRead * workers + index].pointee.store(cpu >= 0 ? Int(cpu) + 1 : 0, ordering: .relaxed)
        }
    }

    /// What the workers read, once they have finished.
    func reading() -> PlacementReading {
        func roundTrips(_ phase: Phase) -> [Double?] {
            (1..<workers).map { partner in
                let bits = self.roundTrips[slot(phase, partner)].pointee.load(ordering: .acquiring)
                return bits == 0 ? nil : Double(bitPattern: UInt64(UInt(bitPattern: bits)))
            }
        }
        func cpus(_ phase: Phase) -> [Int?] {
            (0..<workers).map { index in
                let stored = self.cpus[slot(phase, index)].pointee.load(ordering: .acquiring)
                return stored == 0 ? nil : stored - 1
            }
        }
        var atEdges = (0..<min(edges, edgesRead)).map { edge in
            (0..<workers).map { index in
                let stored = edgeCPUs[edge * workers + index].pointee.load(ordering: .acquiring)
                return stored == 0 ? nil : stored - 1
            }
        }
        while atEdges.last?.allSatisfy({ $0 == nil }) == true { atEdges.removeLast() }
        return PlacementReading(
            roundTripsBefore: roundTrips(.before), roundTripsAfter: roundTrips(.after), cpusBefore: cpus(.before),
            cpusAfter: cpus(.after), cpusAtEdges: atEdges
        )
    }

    private func slot(_ phase: Phase, _ worker: Int) -> Int {
        phase.rawValue * workers + worker
    }

    /// The turn of `partner` in `phase`: distinct for every pair of the round, and never 0.
    private func turnValue(_ phase: Phase, _ partner: Int) -> Int {
        phase.rawValue * (workers + 1) + partner + 1
    }

    /// The line's value for the `count`th write of `partner`'s pair in `phase`: a pair's values never meet another's,
    /// so a partner that gave up late cannot answer the next pair.
    private func travelling(_ phase: Phase, _ partner: Int, _ count: Int) -> Int {
        turnValue(phase, partner) << 32 | count
    }

    /// Worker 0's side of a pair: the median of `timings` timings of `trips` round trips, per round trip; nil when the
    /// partner did not answer by `deadline`.
    private func ping(_ partner: Int, phase: Phase, deadline: UInt64) -> Double? {
        let travellingLine = line[0]
        travellingLine.pointee.store(travelling(phase, partner, 0), ordering: .relaxed)
        line[1].pointee.store(turnValue(phase, partner), ordering: .releasing)
        var timings: [Double] = []
        var count = 0
        for _ in 0..<Self.timings {
            let start = MonotonicClock.now()
            for _ in 0..<Self.trips {
                travellingLine.pointee.store(travelling(phase, partner, count + 1), ordering: .releasing)
                let answer = travelling(phase, partner, count + 2)
                var spins = 0
                while travellingLine.pointee.load(ordering: .acquiring) != answer {
                    spins &+= 1
                    if spins % Self.spinsBetweenLooks == 0 && MonotonicClock.now() > deadline { return nil }
                }
                count += 2
            }
            timings.append(Double(MonotonicClock.now() - start) / Double(Self.trips))
        }
        return Sample(timings).median
    }

    /// Worker `index`'s side of its pair: waits for its turn, then answers every write; gives up at `deadline`, or
    /// once worker 0 has moved on.
    private func pong(_ index: Int, phase: Phase, deadline: UInt64) {
        let turn = turnValue(phase, index)
        var spins = 0
        while line[1].pointee.load(ordering: .acquiring) < turn {
            csb_spin_hint()
            spins &+= 1
            if spins % Self.spinsBetweenLooks == 0 && MonotonicClock.now() > deadline { return }
        }
        let travellingLine = line[0]
        for count in stride(from: 1, to: 2 * Self.timings * Self.trips, by: 2) {
            let expected = travelling(phase, index, count)
            while travellingLine.pointee.load(ordering: .acquiring) != expected {
                spins &+= 1
                if spins % Self.spinsBetweenLooks == 0
                    && (line[1].pointee.load(ordering: .relaxed) != turn || MonotonicClock.now() > deadline) { return }
            }
            travellingLine.pointee.store(travelling(phase, index, count + 1), ordering: .releasing)
        }
    }
}
