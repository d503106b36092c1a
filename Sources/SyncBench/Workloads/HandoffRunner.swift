import Foundation
import Synchronization

/// The ping-pong: thread 0 signals thread 1, which signals back; each round trip is two wake-ups.
///
/// Timed in fixed-duration windows like every other case; the wake-up latency recorded is half of each
/// round trip. The invariant: thread 1 answered exactly as many pings as thread 0 completed. With the plan's
/// `workerCPUs`, side i runs on the i-th of them (`bench ab` pins both sides of a pair alike): left to the
/// scheduler, the two sides sometimes share a CPU and wake each other in 5 us instead of 30 (on this
/// project's 2-vCPU VM), a figure of two modes from one process to the next.
public enum HandoffRunner {
    /// Measures `Channel` under `plan` (its thread count is ignored: a handoff has two sides).
    public static func measure<Channel: HandoffChannel>(_ channel: Channel.Type, plan: RunPlan) -> RunMeasurement {
        let state = HandoffState(channel: Channel())
        let barrier = StartBarrier(parties: 3)
        let finished = DispatchGroup()
        for side in 0..<2 {
            finished.enter()
            let cpu = plan.workerCPU(side)
            Thread {
                WorkerQoS.applyToCurrentThread()
                if let cpu { WorkerPlacement.pinCurrentThread(to: cpu) }
                barrier.arriveAndWait()
                side == 0 ? state.ping() : state.pong()
                finished.leave()
            }.start()
        }
        barrier.arriveAndWait()
        _ = plan.stop.sleep(nanoseconds: plan.warmupNanoseconds)
        state.recording.store(true, ordering: .relaxed)
        let (windows, usage) = WindowSchedule.run(plan) {
            WindowSchedule.Counts(operations: [state.roundTrips.load(ordering: .relaxed)], secondary: [0])
        }
        state.running.store(false, ordering: .relaxed)
        let stopped = finished.wait(timeout: .now() + .nanoseconds(Int(clamping: plan.stopGraceNanoseconds))) == .success
        let roundTrips = state.roundTrips.load(ordering: .relaxed)
        let answers = state.answers.load(ordering: .relaxed)
        return RunMeasurement(
            windows: windows,
            totals: OperationTotals(operations: roundTrips),
            invariant: stopped ? (answers == roundTrips ? .held : .violated(expected: roundTrips, actual: answers)) : nil,
            batchSize: 1,
            stuckWorkers: stopped ? [] : [0, 1],
            resources: usage,
            latency: stopped ? [.exclusive: state.wakeUps] : [:]
        )
    }
}

/// What the two sides of a handoff share.
private final class HandoffState<Channel: HandoffChannel>: @unchecked Sendable {
    let channel: Channel
    let running = Atomic<Bool>(true)
    let recording = Atomic<Bool>(false)
    let pingerDone = Atomic<Bool>(false)
    let roundTrips = Atomic<Int>(0)
    let answers = Atomic<Int>(0)
    /// Written by the pinging thread only, read after it finished.
    let wakeUps = LatencyHistogram()

    init(channel: Channel) {
        self.channel = channel
    }

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

    func pong() {
        while true {
            channel.wait(1)
            if pingerDone.load(ordering: .acquiring) { return }
            answers.wrappingAdd(1, ordering: .relaxed)
            channel.signal(0)
        }
    }
}
