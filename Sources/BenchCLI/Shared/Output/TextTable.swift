/// A plain-text table with right-aligned numbers, for the terminal. Cells are aligned by the columns they
/// take on a terminal (`TextColumns`), so a coloured cell or a wide character does not shift its column.
struct TextTable {
    var header: [String]
    var rows: [[String]] = []
    /// The columns aligned left, words rather than numbers; the others are aligned right.
    var leftAligned: Set<Int> = [0]

    /// The table's lines, the `leftAligned` columns aligned left, the others right.
    func render(indent: String = "  ") -> String {
        let widths = header.indices.map { column in
            ([header] + rows).map { $0.indices.contains(column) ? TextColumns.count($0[column]) : 0 }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(0, widths[column] - TextColumns.count(cell)))
                return leftAligned.contains(column) ? cell + padding : padding + cell
            }
            let text = indent + padded.joined(separator: "  ")
            return String(text.reversed().drop { $0 == " " }.reversed())
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}
