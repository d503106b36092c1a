/// Durations as people read them on a progress line.
enum ClockText {
    /// `m:ss`, rounded to the second.
    static func minutesSeconds(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        let secondsPart = whole % 60
        return "\(whole / 60):\(secondsPart < 10 ? "0" : "")\(secondsPart)"
    }
}
