/// The few pieces of HTML the report is made of; every text that comes from a file goes through `escape`.
enum HTML {
    /// `text` safe inside an element or a quoted attribute.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// `<name attributes>content</name>`; attribute values are escaped, `content` is HTML already.
    static func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], _ content: String) -> String {
        let attributeText = attributes.map { " \($0.key)=\"\(escape($0.value))\"" }.joined()
        return "<\(name)\(attributeText)>\(content)</\(name)>"
    }

    /// One table cell: its text, escaped when written, and the classes that mark it (`failed`, `noisy`, ...).
    struct Cell {
        var text: String
        var classes: [String] = []
        /// A tooltip, such as why a case failed.
        var note: String? = nil
    }

    /// A table in a scrolling wrapper, so that a wide one never widens a phone's page.
    /// - Parameters:
    ///   - numeric: the columns whose figures are aligned right.
    ///   - rowClasses: a class list per row (`failed`, `noisy`, `one-side`), or empty.
    static func table(
        id: String? = nil, classes: String, caption: String? = nil, header: [String], rows: [[Cell]], numeric: Set<Int> = [],
        rowClasses: [[String]] = []
    ) -> String {
        var text = "<div class=\"scroll\"><table class=\"\(classes)\"\(id.map { " id=\"\(escape($0))\"" } ?? "")>"
        if let caption { text += element("caption", [:], escape(caption)) }
        text += "<thead><tr>" + header.enumerated().map { index, title in
            "<th\(numeric.contains(index) ? " class=\"num\"" : "") scope=\"col\">\(escape(title))</th>"
        }.joined() + "</tr></thead><tbody>"
        for (index, row) in rows.enumerated() {
            let marks = index < rowClasses.count ? rowClasses[index] : []
            text += marks.isEmpty ? "<tr>" : "<tr class=\"\(marks.joined(separator: " "))\">"
            for (column, cell) in row.enumerated() {
                let classes = (numeric.contains(column) ? ["num"] : []) + cell.classes
                let classText = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
                let note = cell.note.map { " title=\"\(escape($0))\"" } ?? ""
                text += "<td\(classText)\(note)>\(escape(cell.text))</td>"
            }
            text += "</tr>"
        }
        return text + "</tbody></table></div>\n"
    }
}
