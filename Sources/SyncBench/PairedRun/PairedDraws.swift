/// The random draws of a paired run, each derived from the run's seed and from where it is used: the order of
/// the cases in a pair round from (seed, round), and for each pair which side goes first and how far the CPUs
/// are turned from (seed, case label, pair number).
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
    func pair(_ pair: Int, of label: String, cpuCount: Int) -> (currentFirst: Bool, turn: Int) {
        var generator = SplitMix64(seed: Self.mix(Self.mix(seed, Self.hash(label)), UInt64(pair)))
        let currentFirst = generator.next() & 1 == 1
        return (currentFirst, Int(generator.next() % UInt64(max(1, cpuCount))))
    }

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
