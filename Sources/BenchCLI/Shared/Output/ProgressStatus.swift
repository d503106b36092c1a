/// What a status line says about a long job, laid out to the terminal's width each time it is drawn:
/// `[ 3/40] contended NSLock increment threads=2  last 10.0 ns/op  0:42 left  [#####---------------]`.
///
/// The step's name comes first and keeps its room: on a narrow terminal the bar shrinks, then goes, then the
/// last figure, then the time left, before the name is cut.
struct ProgressStatus: Sendable, Equatable {
    /// `[ 3/40]`: the step's number of the total.
    var counter: String
    /// The step under way, or just done.
    var name: String
    /// A figure to show after the name: the last one measured, or the step's own once it is done.
    var figure: String?
    /// `0:42 left`.
    var timeLeft: String?
    /// The steps done, for the bar.
    var done: Int
    /// The steps in all, for the bar.
    var total: Int

    /// The columns the name keeps, when it is that long, before the figure and the time left give way.
    static let nameRoom = 30
    /// The widest the bar is drawn, in cells.
    static let widestBar = 20
    /// The narrowest bar worth drawing, in cells.
    static let narrowestBar = 5

    /// The line drawn on a terminal `columns` wide: at most `columns - 1` columns (the last column would wrap
    /// on some terminals).
    func line(columns: Int) -> String {
        let room = max(0, columns - 1)
        for extras in [[figure, timeLeft], [timeLeft], []].map({ $0.compactMap { $0 } }) {
            let fixed = TextColumns.count(counter) + 1 + extras.reduce(0) { $0 + 2 + TextColumns.count($1) }
            let nameColumns = TextColumns.count(name)
            guard room - fixed >= min(nameColumns, Self.nameRoom) else { continue }
            let line = ([counter + " " + TextColumns.fitted(name, columns: room - fixed)] + extras).joined(separator: "  ")
            let spare = room - TextColumns.count(line) - 4  // two spaces and the bar's brackets
            guard spare >= Self.narrowestBar else { return line }
            return line + "  " + Self.bar(done: done, total: total, width: min(Self.widestBar, spare))
        }
        return TextColumns.fitted(counter + " " + name, columns: room)
    }

    /// A bar of `width` cells, `done` of `total` filled: `[#######-------]`.
    static func bar(done: Int, total: Int, width: Int) -> String {
        let filled = total > 0 ? min(width, max(0, done) * width / total) : 0
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
    }
}
