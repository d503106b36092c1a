/// Reading one field of a row as its column's type: text, a typed word, a whole number, a number, a flag or a
/// list of them; each error names the line and the column, and quotes the value it could not read.
extension RowDecoder {
    /// A field's value as an error message quotes it: control characters escaped, at most 40 characters.
    func shown<Text: StringProtocol>(_ value: Text) -> String {
        let escaped = value.unicodeScalars.map { $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0) }.joined()
        return "'" + (escaped.count > 40 ? escaped.prefix(40) + "..." : escaped) + "'"
    }

    func failure(_ column: ResultsColumn, _ reason: String) -> ResultsFileError {
        ResultsFileError("line \(line), column \(column.rawValue): \(reason)")
    }

    func value(_ column: ResultsColumn) -> String? {
        row[column.rawValue]
    }

    func text(_ column: ResultsColumn) throws(ResultsFileError) -> String {
        guard let value = value(column), !value.isEmpty else { throw failure(column, "empty") }
        return value
    }

    /// One of the words a typed column may hold: a benchmark, a role, a status.
    func word<Word: RawRepresentable & CaseIterable>(
        _ column: ResultsColumn, as type: Word.Type
    ) throws(ResultsFileError) -> Word where Word.RawValue == String {
        let value = try text(column)
        guard let word = Word(rawValue: value) else {
            let known = Word.allCases.map(\.rawValue).joined(separator: ", ")
            throw failure(column, "\(shown(value)) is not one of \(known)")
        }
        return word
    }

    /// A typed word from a column that older files may lack or leave empty.
    func optionalWord<Word: RawRepresentable & CaseIterable>(
        _ column: ResultsColumn, as type: Word.Type
    ) throws(ResultsFileError) -> Word? where Word.RawValue == String {
        guard let value = value(column), !value.isEmpty else { return nil }
        return try word(column, as: type)
    }

    func integer(_ column: ResultsColumn, atLeast minimum: Int = .min) throws(ResultsFileError) -> Int {
        let value = try text(column)
        guard let parsed = Int(value) else { throw failure(column, "\(shown(value)) is not a whole number") }
        guard parsed >= minimum else { throw failure(column, "\(parsed) is below \(minimum)") }
        return parsed
    }

    func positiveNumber(_ column: ResultsColumn) throws(ResultsFileError) -> Double {
        let parsed = try number(column)
        guard parsed > 0 else { throw failure(column, "\(parsed) is not positive") }
        return parsed
    }

    /// The per-window ns/op values: positive numbers, as many as the windows that completed anything.
    func samples() throws(ResultsFileError) -> [Double] {
        let values = try numbers(.samples)
        guard values.allSatisfy({ $0 > 0 }) else { throw failure(.samples, "a sample is not positive") }
        return values
    }

    func number(_ column: ResultsColumn) throws(ResultsFileError) -> Double {
        let value = try text(column)
        guard let parsed = Double(value), parsed.isFinite else { throw failure(column, "\(shown(value)) is not a number") }
        return parsed
    }

    /// A number from a column that older files may lack or leave empty.
    func optionalNumber(_ column: ResultsColumn) throws(ResultsFileError) -> Double? {
        guard let value = value(column), !value.isEmpty else { return nil }
        return try number(column)
    }

    /// A whole number, `minimum` or more, from a column that older files may lack or leave empty.
    func optionalInteger(_ column: ResultsColumn, atLeast minimum: Int = .min) throws(ResultsFileError) -> Int? {
        guard let value = value(column), !value.isEmpty else { return nil }
        return try integer(column, atLeast: minimum)
    }

    func flag(_ column: ResultsColumn) throws(ResultsFileError) -> Bool {
        switch try text(column) {
        case "yes": return true
        case "no": return false
        case let other: throw failure(column, "\(shown(other)) is not yes or no")
        }
    }

    func numbers(_ column: ResultsColumn) throws(ResultsFileError) -> [Double] {
        try words(column).map { word throws(ResultsFileError) in
            guard let parsed = Double(word), parsed.isFinite else { throw failure(column, "\(shown(word)) is not a number") }
            return parsed
        }
    }

    func integers(_ column: ResultsColumn) throws(ResultsFileError) -> [Int] {
        try words(column).map { word throws(ResultsFileError) in
            guard let parsed = Int(word) else { throw failure(column, "\(shown(word)) is not a whole number") }
            return parsed
        }
    }

    func words(_ column: ResultsColumn) -> [Substring] {
        (value(column) ?? "").split(separator: " ")
    }
}
