/// Walks a command line: `--name value`, `--name=value`, bare flags and positional arguments.
struct ArgumentCursor {
    private var remaining: ArraySlice<String>
    private let usage: String

    init(_ arguments: [String], usage: String) {
        remaining = arguments[...]
        self.usage = usage
    }

    /// The next argument, or nil at the end.
    mutating func next() -> String? {
        remaining.popFirst()
    }

    /// The value of the option `argument` names: the part after its `=`, or the next argument.
    mutating func value(of argument: String) throws(UsageError) -> String {
        let name = argument.optionName
        if let equals = argument.firstIndex(of: "=") {
            return String(argument[argument.index(after: equals)...])
        }
        guard let value = remaining.popFirst() else {
            throw UsageError("\(name) needs a value", usage: usage)
        }
        return value
    }

    /// The value of the option `argument` names, converted by `parse` (given the text and the option's
    /// name); a bad value becomes a usage error.
    mutating func value<T>(of argument: String, _ parse: (String, String) throws(ArgumentValueError) -> T) throws(UsageError) -> T {
        let text = try value(of: argument)
        do {
            return try parse(text, argument.optionName)
        } catch {
            throw UsageError(error.message, usage: usage)
        }
    }

    /// The optional value of the option `argument` names, converted by `parse`: the part after its `=`, or
    /// the next argument when it does not start with `-` and `parse` takes it; nil when there is none. A next
    /// argument that starts with a digit or a point is taken for an attempt at a value, so that `parse`'s
    /// reason for refusing it (`'2h' is not a duration`) is the error, not the argument left over.
    mutating func optionalValue<T>(of argument: String, _ parse: (String, String) throws(ArgumentValueError) -> T) throws(UsageError) -> T? {
        if argument.contains("=") { return try value(of: argument, parse) }
        guard let next = remaining.first, !next.hasPrefix("-") else { return nil }
        guard let parsed = try? parse(next, argument.optionName) else {
            return next.first.map { $0.isASCII && ($0.isNumber || $0 == ".") } == true ? try value(of: argument, parse) : nil
        }
        remaining.removeFirst()
        return parsed
    }

    /// An error for `argument`, which the command does not know.
    func unknown(_ argument: String) -> UsageError {
        argument.hasPrefix("-")
            ? UsageError("unknown option '\(argument)'", usage: usage)
            : UsageError("unexpected argument '\(argument)'", usage: usage)
    }
}

extension String {
    /// The option's name without any `=value` part.
    var optionName: String {
        firstIndex(of: "=").map { String(self[..<$0]) } ?? self
    }
}
