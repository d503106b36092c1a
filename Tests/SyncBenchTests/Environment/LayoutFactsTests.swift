import Foundation
@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

@Suite("The engine measures under the process's layout draw and records where things landed", .serialized)
struct LayoutFactsTests {
    let plan = RunPlan.deterministic(threads: 1, warmupNanoseconds: 1_000_000, windowNanoseconds: 2_000_000, repetitions: 1)

    func facts(under draw: LayoutDraw) throws -> LayoutFacts {
        let measurement = LayoutDraw.$bound.withValue(draw) { Engine.measure(LockedIncrement<PthreadMutex>(), plan: plan) }
        #expect(measurement.invariant == .held)
        return try #require(measurement.layouts.first ?? nil)
    }

    @Test("The lock's state lands at the drawn line and byte of its page")
    func lockPlacement() throws {
        let facts = try facts(under: LayoutDraw(stackPadding: 0, lockLine: 5, lockByte: 32, dataLine: 14, workerLine: 22))
        #expect(facts.lockOffset == 5 * 128 + 32)
        #expect(facts.draw.lockLine == 5)
    }

    @Test("A worker's stack moves down by the drawn padding")
    func stackPadding() throws {
        let unpadded = try facts(under: .fixed)
        let padded = try facts(under: LayoutDraw(stackPadding: 1040, lockLine: 0, dataLine: 8, workerLine: 16))
        #expect((unpadded.stackOffset - padded.stackOffset + 4096) % 4096 == 1040)
    }

    @Test("The process is known to be multi-threaded while a worker measures, with the controller beside it")
    func threads() throws {
        let facts = try facts(under: .fixed)
        #expect(facts.threads >= 2)
        #if os(Linux)
        #expect(facts.singleThreaded == false)
        #endif
    }

    // A run without forks measures under its layout choice, bound to the run: other tests' runs beside it, in
    // this process, bind their own (a draw set for the whole process once let them move this one's lock).
    @Test("Every measurement records the run's placement and its place in the process, across rounds")
    func placementAndSequence() throws {
        let draw = LayoutDraw(stackPadding: 256, lockLine: 7, lockByte: 48, dataLine: 17, workerLine: 25)
        let cases = [Subject.lock(PthreadMutex.self), .lock(NoLock.self)].map { BenchmarkCase(benchmark: .uncontended, subject: $0, threads: 1) }
        var plan = RunPlan.deterministic(threads: 1, warmupNanoseconds: 1_000_000, windowNanoseconds: 1_000_000, repetitions: 2)
        plan.stop = StopSignal()
        let schedule = RunSchedule(cases: cases, plans: cases.map { _ in plan }, interleaving: Interleaving(rounds: 2))
        let runner = SuiteRunner(
            cases: cases, schedule: schedule, effectiveCPUs: 2, harness: nil, stop: plan.stop, probe: nil, layout: .forced(draw)
        )
        var file = ResultsFile(metadata: [], results: [])
        #expect(runner.run(into: &file) { _, _, _ in } == .completed)
        let mutex = file.results[0].layouts.compactMap { $0 }, none = file.results[1].layouts.compactMap { $0 }
        #expect(mutex.map(\.position) == [0, 2] && none.map(\.position) == [1, 3])
        #expect(mutex.map(\.previousCase) == [nil, cases[1].label] && none.map(\.previousCase) == [cases[0].label, cases[0].label])
        #expect((mutex + none).allSatisfy { $0.draw == draw })
        #expect(mutex.allSatisfy { $0.lockOffset == 7 * 128 + 48 })
    }

    @Test("A draw bound by one run is not moved by another run binding its own beside it")
    func boundDrawsStayApart() throws {
        let mine = LayoutDraw(stackPadding: 512, lockLine: 3, lockByte: 16, dataLine: 12, workerLine: 20)
        let theirs = LayoutDraw(stackPadding: 0, lockLine: 9, lockByte: 64, dataLine: 18, workerLine: 26)
        let (bound, done) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
        let facts: LayoutFacts? = try LayoutDraw.$bound.withValue(mine) {
            // The other run binds and measures on a thread of its own while this one holds its draw.
            Thread {
                _ = LayoutDraw.$bound.withValue(theirs) {
                    bound.signal()
                    return Engine.measure(LockedIncrement<PthreadMutex>(), plan: plan)
                }
                done.signal()
            }.start()
            #expect(bound.wait(timeout: .now() + 30) == .success, "the other run never started")
            let measurement = Engine.measure(LockedIncrement<PthreadMutex>(), plan: plan)
            #expect(done.wait(timeout: .now() + 30) == .success, "the other run never ended")
            return try #require(measurement.layouts.first ?? nil)
        }
        #expect(facts?.draw == mine)
        #expect(facts?.lockOffset == 3 * 128 + 16)
    }

    @Test("A workload that names no lock records no lock offset")
    func noLock() {
        let measurement = Engine.measure(AtomicIncrement(), plan: plan)
        #expect(measurement.layouts.count == 1 && measurement.layouts[0]?.lockOffset == nil)
    }
}

@Suite("A fork is given its layout draw in its environment")
struct ForkLayoutTests {
    @Test("The launcher's draw goes into the fork's environment, with padding of the draw's size; none without a draw")
    func environment() {
        var launcher = ForkLauncher(
            executable: "/bin/sh", session: ForkSession(matrix: CaseMatrix(threadCounts: [1], effectiveCPUs: 2)), expectedBuild: nil
        )
        #expect(launcher.environment[LayoutDraw.environmentVariable] == nil)
        #expect(launcher.environment[LayoutDraw.paddingVariable] == nil)
        let draw = LayoutDraw(stackPadding: 64, lockLine: 3, dataLine: 12, workerLine: 20, environmentPadding: 2080)
        launcher.layout = draw
        #expect(launcher.environment[LayoutDraw.environmentVariable] == draw.text)
        #expect(launcher.environment[LayoutDraw.paddingVariable]?.count == 2080)
    }

    @Test("A run's choice: a draw per fork from the seed, or one placement for every fork")
    func choice() {
        let drawn = LayoutChoice.drawn(seed: 42)
        #expect(drawn.draw(stream: 3) == LayoutDraw.drawn(seed: 42, stream: 3) && drawn.draw(stream: 3) != drawn.draw(stream: 4))
        #expect(drawn.description == "drawn per fork from seed 42")
        #expect(LayoutChoice.forced(.fixed).draw(stream: 9) == .fixed && LayoutChoice.forced(.fixed).description == "fixed")
        let forced = LayoutDraw(stackPadding: 16, lockLine: 1, dataLine: 9, workerLine: 17)
        #expect(LayoutChoice.forced(forced).description == "forced: \(forced.text)")
    }
}
