import SyncBenchCore
import SyncBenchResults

/// The random draws of a paired run, each derived from the run's seed and from where it is used: the order of
/// the cases in a pair round from (seed, round); for each pair how far the CPUs are turned from (seed, case
/// label, pair number); and which side goes first from (seed, case label, block), in blocks of two pairs.
///
/// Drawn one after another from a single generator, a draw would depend on how many came before it, and so on
/// which cases were still open and where the budget ran out; derived, a pair's draw is the same in every run of
/// the seed that reaches that pair, and a round's order the same whenever the same cases are open in it.
struct PairedDraws: Sendable {
    /// The run's seed.
    let seed: UInt64

    /// The order in which pair round `round` (from 1) measures the `open` cases: a shuffle that depends only on
    /// the seed, the round and which cases are open.
    func order(of open: [Int], round: Int) -> [Int] {
        var generator = SplitMix64(seed: Self.mix(seed, UInt64(round)))
        return open.sorted().shuffled(using: &generator)
    }

    /// For pair `pair` (from 1) of the case labelled `label`: whether the current side goes first, and how far
    /// the CPUs are turned, below `cpuCount` (0 without CPUs).
    ///
    /// The order is balanced in blocks of two pairs (1 and 2, 3 and 4, ...): a coin drawn for the block gives
    /// the first pair's order, and the second has the other (AB then BA, or BA then AB). Every even count of
    /// pairs, and so every scheduled look, then has as many pairs of each order, so that an effect of going
    /// first or second cancels instead of leaning on whichever order the coins favoured; and within each block
    /// the order is still a fair coin, which is what the signed-rank test asks of a pair under the null.
    func pair(_ pair: Int, of label: String, cpuCount: Int) -> (currentFirst: Bool, turn: Int) {
        let caseSeed = Self.mix(seed, Self.hash(label))
        var block = SplitMix64(seed: Self.mix(caseSeed, Self.blockSalt ^ UInt64((pair + 1) / 2)))
        let blockStartsWithCurrent = block.next() & 1 == 1
        var generator = SplitMix64(seed: Self.mix(caseSeed, UInt64(pair)))
        return (pair % 2 == 1 ? blockStartsWithCurrent : !blockStartsWithCurrent, Int(generator.next() % UInt64(max(1, cpuCount))))
    }

    /// Sets the blocks' draws apart from the pairs' own: block k and pair k would otherwise share a seed.
    static let blockSalt: UInt64 = 0xB10C_0000_0000_0000

    /// One 64-bit value from two, each bit of either moving about half of the result's.
    static func mix(_ first: UInt64, _ second: UInt64) -> UInt64 {
        var inner = SplitMix64(seed: second)
        var outer = SplitMix64(seed: first ^ inner.next())
        return outer.next()
    }

    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes.
    static func hash(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }
}
