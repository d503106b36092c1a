import Foundation
import Testing

/// The public API, as a package that adds a lock or a kernel sees it, checked against the list in
/// `Tests/public-api.txt`, so that a new public declaration shows in review as a line added there. Everything
/// else is `package` (the package's own targets and tests) or internal.
@Suite("The public API: the checked-in list, and no more than a package needs")
struct PublicAPITests {
    /// The package's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The folders whose public declarations make the API: the library's targets, the suite and the command line.
    static let folders = [
        "Sources/SyncBench", "Sources/SyncBenchCore", "Sources/SyncBenchResults", "Sources/SyncBenchRuns", "Benchmarks",
        "Sources/BenchCLI",
    ]

    /// The most public declarations outside the command line.
    static let limit = 250

    /// Each public or open declaration, `path: declaration` (the declaration up to its body or value, spaces folded),
    /// in path and line order.
    static func declarations() throws -> [String] {
        var found: [String] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            let paths = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            for path in paths.sorted() {
                let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    guard !trimmed.hasPrefix("//"), trimmed.range(of: #"^(@[\w()., ]+\s+)*((final|static|nonisolated|mutating|override|convenience|required)\s+)*(public|open)\s"#, options: .regularExpression) != nil
                    else { continue }
                    let head = trimmed.prefix { $0 != "{" && $0 != "=" }.split(separator: " ").joined(separator: " ")
                    found.append("\(folder)/\(path): \(head)")
                }
            }
        }
        return found
    }

    @Test("The public declarations are the checked-in list, line for line")
    func matchesTheList() throws {
        let listed = Self.root.appendingPathComponent("Tests/public-api.txt")
        let actual = try Self.declarations()
        if ProcessInfo.processInfo.environment["UPDATE_PUBLIC_API"] == "1" {
            try (actual.joined(separator: "\n") + "\n").write(to: listed, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: listed, encoding: .utf8).split(separator: "\n").map(String.init)
        let added = actual.filter { !expected.contains($0) }
        let removed = expected.filter { !actual.contains($0) }
        #expect(
            added.isEmpty && removed.isEmpty,
            "the public API changed; review it, then write the list again with UPDATE_PUBLIC_API=1 swift test --filter PublicAPITests\nadded:\n\(added.joined(separator: "\n"))\nremoved:\n\(removed.joined(separator: "\n"))"
        )
    }

    @Test("At most 250 public declarations outside the command line")
    func fewEnough() throws {
        let outside = try Self.declarations().filter { !$0.hasPrefix("Sources/BenchCLI/") }
        #expect(outside.count <= Self.limit, "\(outside.count) public declarations outside BenchCLI")
        #expect(outside.count > 10, "the scan found almost nothing: is the root right? \(Self.root.path)")
    }
}
