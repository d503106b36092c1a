@testable import SyncBench
@testable import SyncBenchCore
@testable import SyncBenchResults
@testable import SyncBenchRuns
import Testing

/// The draws of a paired run, derived from the seed and from where each is used, so that a seed replays them.
@Suite("A paired run's draws follow from its seed, the case, the pair and the round")
struct PairedDrawsTests {
    let draws = PairedDraws(seed: 42)

    @Test("A round's order is a shuffle of the open cases that depends only on the seed, the round and which are open")
    func roundOrder() {
        let order = draws.order(of: [4, 0, 2, 1, 3], round: 3)
        #expect(order.sorted() == [0, 1, 2, 3, 4])
        #expect(draws.order(of: [0, 1, 2, 3, 4], round: 3) == order && PairedDraws(seed: 42).order(of: [3, 1, 4, 0, 2], round: 3) == order)
        #expect((1...10).contains { draws.order(of: [0, 1, 2, 3, 4], round: $0) != order }, "every round the same order")
        #expect(PairedDraws(seed: 43).order(of: Array(0..<20), round: 3) != draws.order(of: Array(0..<20), round: 3))
    }

    @Test("A pair's coin and CPU turn depend only on the seed, the case and the pair's number")
    func pairDraws() {
        let label = "uncontended NSLock increment threads=1"
        let first = (1...200).map { draws.pair($0, of: label, cpuCount: 4) }
        #expect(first.map { $0.currentFirst } == (1...200).map { PairedDraws(seed: 42).pair($0, of: label, cpuCount: 4).currentFirst })
        #expect(first.map { $0.turn } == (1...200).map { draws.pair($0, of: label, cpuCount: 4).turn })
        #expect(first.allSatisfy { (0..<4).contains($0.turn) } && Set(first.map { $0.turn }).count == 4)
        #expect((80...120).contains(first.filter { $0.currentFirst }.count), "a coin that is not fair")
        let other = (1...200).map { draws.pair($0, of: "contended NSLock increment threads=2", cpuCount: 4).currentFirst }
        #expect(other != first.map { $0.currentFirst })
        let reseeded = (1...200).map { PairedDraws(seed: 43).pair($0, of: label, cpuCount: 4).currentFirst }
        #expect(reseeded != first.map { $0.currentFirst })
        #expect(draws.pair(5, of: label, cpuCount: 0).turn == 0)
    }

    @Test("The order is balanced in blocks of two pairs: each block's two pairs go in opposite orders, its first by a coin")
    func balancedBlocks() {
        let label = "contended NSLock increment threads=2"
        let firsts = (1...200).map { draws.pair($0, of: label, cpuCount: 2).currentFirst }
        for block in stride(from: 0, to: 200, by: 2) { #expect(firsts[block] != firsts[block + 1], "block \(block / 2 + 1)") }
        for even in stride(from: 2, through: 200, by: 2) { #expect(firsts.prefix(even).filter { $0 }.count == even / 2) }
        let blockStarts = stride(from: 0, to: 200, by: 2).map { firsts[$0] }
        #expect((35...65).contains(blockStarts.filter { $0 }.count), "a block coin that is not fair")
        #expect(blockStarts.contains(true) && blockStarts.contains(false))
    }
}
