import SyncBench
import Testing

@Suite("The engine measures under the process's layout draw and records where things landed", .serialized)
struct LayoutFactsTests {
    let plan = RunPlan.deterministic(threads: 1, warmupNanoseconds: 1_000_000, windowNanoseconds: 2_000_000, repetitions: 1)

    func facts(under draw: LayoutDraw) throws -> LayoutFacts {
        LayoutDraw.use(draw)
        defer { LayoutDraw.use(.fixed) }
        let measurement = Engine.measure(LockedIncrement<PthreadMutex>(), plan: plan)
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

    @Test("A workload that names no lock records no lock offset")
    func noLock() {
        let measurement = Engine.measure(AtomicIncrement(), plan: plan)
        #expect(measurement.layouts.count == 1 && measurement.layouts[0]?.lockOffset == nil)
    }
}
