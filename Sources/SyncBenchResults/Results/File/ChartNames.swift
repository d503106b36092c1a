import SyncBenchCore

/// Primitive names as `plot.gnuplot` can take them, and the real ones for its legends.
///
/// The script keeps primitives in space-separated word lists, joins a primitive to its host with `@` and to its
/// family with `=`, and gnuplot reads quotes and backslashes in data as its own. So a name of anything
/// but ASCII letters, digits, `_`, `-` and `.` (every built-in name is of those) goes to the script as a stand-in,
/// each other character an `_` (`my lock@x` as `my_lock_x`), numbered where it would meet another name
/// (`my_lock_x_2`); `legendList` tells the script the real name to show.
package struct ChartNames: Sendable, Equatable {
    /// The stand-in of each name that needs one.
    package let standIns: [String: String]
    /// The names that need a stand-in, in the order first given.
    private let renamed: [String]

    /// The stand-ins for `names` (repeats allowed; the first occurrence sets the order).
    package init(_ names: [String]) {
        var seen: Set<String> = []
        let distinct = names.filter { seen.insert($0).inserted }
        var taken = Set(distinct.filter(Self.isSafe))
        var standIns: [String: String] = [:]
        var renamed: [String] = []
        for name in distinct where !Self.isSafe(name) {
            let base = name.isEmpty ? "_" : String(name.map { Self.isSafe($0) ? $0 : "_" })
            var standIn = base
            var number = 2
            while taken.contains(standIn) {
                standIn = "\(base)_\(number)"
                number += 1
            }
            taken.insert(standIn)
            standIns[name] = standIn
            renamed.append(name)
        }
        self.standIns = standIns
        self.renamed = renamed
    }

    /// The name the script is given for `name`: its stand-in, or the name itself.
    package func standIn(for name: String) -> String {
        standIns[name] ?? name
    }

    /// The script's `real_names`: `stand-in real name`, each ended by the record separator (U+001E), for every
    /// name that has a stand-in; white space and control characters in a real name are shown as spaces.
    package var legendList: String {
        renamed.map { name in
            let shown = String(name.map { $0.isWhitespace || $0.unicodeScalars.contains { $0.properties.generalCategory == .control } ? " " : $0 })
            return "\(standIn(for: name)) \(shown)\u{1E}"
        }.joined()
    }

    /// Whether `name` goes to the script as it is: not empty, and of ASCII letters, digits, `_`, `-` and `.` only.
    static func isSafe(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy(isSafe)
    }

    private static func isSafe(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "_-.".contains(character))
    }
}
