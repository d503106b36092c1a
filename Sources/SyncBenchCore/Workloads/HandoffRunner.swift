import Foundation
import Synchronization

/// The ping-pong: thread 0 signals thread 1, which signals back; each round trip is two wake-ups.
///
/// Timed in fixed-duration windows like every other case; the wake-up latency recorded is half of each
/// round trip. The invariant: thread 1 answered exactly as many pings as thread 0 completed. With the plan's
/// `workerCPUs`, side i runs on the i-th of them (`bench ab` pins both sides of a pair alike): left to the
/// scheduler, the two sides sometimes share a CPU and wake each other several times faster (docs/ab.md, "What it
/// measured"), a figure of two modes from one process to the next.
@usableFromInline package enum HandoffRunner {
    /// Measures `Channel` under `plan` (its thread count is ignored: a handoff has two sides).
    ///
    /// Inlinable, with the two sides' loops, so that `signal` and `wait` specialize down to the channel's own calls,
    /// also for a channel of another module; the threads, windows and join around them are `drive`'s.
    @inlinable
    package static func measure<Channel: HandoffChannel>(_ channel: Channel.Type, plan: RunPlan) -> RunMeasurement {
        let state = HandoffState(channel: Channel())
        return drive(state, plan: plan, ping: { state.ping() }, pong: { state.pong() })
    }

    /// Runs `ping` and `pong` on a thread each (side i on the plan's i-th worker CPU, when it names some), times the
    /// windows on `counts`, stops them and checks that every ping was answered.
    @usableFromInline
    static func drive(
        _ counts: HandoffCounts, plan: RunPlan, ping: @escaping @Sendable () -> Void, pong: @escaping @Sendable () -> Void
    ) -> RunMeasurement {
        let barrier = StartBarrier(parties: 3)
        let finished = DispatchGroup()
        for (side, loop) in [ping, pong].enumerated() {
            finished.enter()
            let cpu = plan.workerCPU(side)
            Thread {
                WorkerQoS.applyToCurrentThread()
                counts.unpinned.pin(worker: side, to: cpu)
                barrier.arriveAndWait()
                loop()
                finished.leave()
            }.start()
        }
        barrier.arriveAndWait()
        _ = plan.stop.sleep(nanoseconds: plan.warmupNanoseconds)
        counts.recording.store(true, ordering: .relaxed)
        let (windows, usage) = WindowSchedule.run(plan) {
            WindowSchedule.Counts(operations: [counts.roundTrips.load(ordering: .relaxed)], secondary: [0])
        }
        counts.running.store(false, ordering: .relaxed)
        let stopped = finished.wait(timeout: .now() + .nanoseconds(Int(clamping: plan.stopGraceNanoseconds))) == .success
        let roundTrips = counts.roundTrips.load(ordering: .relaxed)
        let answers = counts.answers.load(ordering: .relaxed)
        var measurement = RunMeasurement(
            windows: windows,
            totals: OperationTotals(operations: roundTrips),
            invariant: stopped ? (answers == roundTrips ? .held : .violated(expected: roundTrips, actual: answers)) : nil,
            batchSize: 1,
            stuckWorkers: stopped ? [] : [0, 1],
            resources: usage,
            latency: stopped ? [.exclusive: counts.wakeUps] : [:]
        )
        measurement.unpinnedWorkers = counts.unpinned.workers
        return measurement
    }
}

/// What the two sides of a handoff and the thread that times them share, whatever the channel.
@usableFromInline
class HandoffCounts: @unchecked Sendable {
    @usableFromInline let running = Atomic<Bool>(true)
    @usableFromInline let recording = Atomic<Bool>(false)
    @usableFromInline let pingerDone = Atomic<Bool>(false)
    @usableFromInline let roundTrips = Atomic<Int>(0)
    @usableFromInline let answers = Atomic<Int>(0)
    /// Written by the pinging thread only, read after it finished.
    @usableFromInline let wakeUps = LatencyHistogram()
    /// The sides (0 the pinging one) that could not be pinned to the CPU the plan gave them.
    let unpinned = UnpinnedWorkers()

    @usableFromInline
    init() {}
}

/// The two sides' loops on one channel.
@usableFromInline
final class HandoffState<Channel: HandoffChannel>: HandoffCounts, @unchecked Sendable {
    @usableFromInline let channel: Channel

    @usableFromInline
    init(channel: Channel) {
        self.channel = channel
    }

    @inlinable
    func ping() {
        while running.load(ordering: .relaxed) {
            let start = MonotonicClock.now()
            channel.signal(1)
            channel.wait(0)
            let roundTrip = MonotonicClock.now() - start
            if recording.load(ordering: .relaxed) {
                wakeUps.record(roundTrip / 2)
            }
            roundTrips.wrappingAdd(1, ordering: .relaxed)
        }
        pingerDone.store(true, ordering: .releasing)
        channel.signal(1)
    }

    @inlinable
    func pong() {
        while true {
            channel.wait(1)
            if pingerDone.load(ordering: .acquiring) { return }
            answers.wrappingAdd(1, ordering: .relaxed)
            channel.signal(0)
        }
    }
}
