/// A plain-text table with right-aligned numbers, for the terminal.
struct TextTable {
    var header: [String]
    var rows: [[String]] = []
    /// How many leading columns hold text and are left-aligned; the rest are right-aligned numbers.
    var textColumns = 1

    /// The table's lines, the text columns left-aligned, the others right-aligned.
    func render(indent: String = "  ") -> String {
        let widths = header.indices.map { column in
            ([header] + rows).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column < textColumns ? cell + padding : padding + cell
            }
            return indent + padded.joined(separator: "  ")
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}
