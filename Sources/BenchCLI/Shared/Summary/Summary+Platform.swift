import SyncBench

extension Summary {
    /// The figures whose meaning on this platform differs from the other's, one line each; the results
    /// file records the same as metadata.
    static func platform(_ traits: PlatformTraits) -> String {
        "\nOn this platform (what differs by platform is explained in docs/platforms.md):\n"
            + traits.differences.map { "  \($0)\n" }.joined()
    }
}
