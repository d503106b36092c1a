/// The `command` a run recorded, reduced to what decides its figures: coverage compares runs of one command
/// alone, whatever file each wrote and however it showed its progress.
enum RunCommandLine {
    /// The options that name where a run wrote or how it showed itself, with whether each takes a value.
    static let incidental: [String: Bool] = ["--output": true, "--force": false, "--progress": true]

    /// `command` without its program's path, a leading `run` (plain `bench` runs too), and the incidental options.
    static func essence(of command: String) -> String {
        var words = command.split(separator: " ").map(String.init).dropFirst()
        if words.first == "run" { words = words.dropFirst() }
        var kept: [String] = []
        var skipValue = false
        for word in words {
            if skipValue {
                skipValue = false
                continue
            }
            if let takesValue = incidental[word.optionName] {
                skipValue = takesValue && !word.contains("=")
                continue
            }
            kept.append(word)
        }
        return kept.joined(separator: " ")
    }
}
