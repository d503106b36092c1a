/// One option of a command, declared once: its line in the command's help, and what it does to the command's
/// options. A command's parser looks each argument up among its declarations, so the help cannot leave out an
/// option the parser takes, nor show one it refuses.
struct CommandOption<Options>: Sendable {
    /// The option as the help shows it: its name, its value's placeholder, what it does and its default.
    let help: OptionHelp
    /// Applies the option that an argument (`--name` or `--name=value`) names to the options, taking its value
    /// from the cursor where it has one.
    let apply: @Sendable (inout Options, inout ArgumentCursor, String) throws(UsageError) -> Void

    /// The name, with its dashes: `--filter`.
    var name: String { help.name }

    /// An option that `apply` reads and applies itself: one whose value may be left out, say.
    init(
        _ name: String, _ value: String?, _ summary: String, default defaultValue: String,
        apply: @escaping @Sendable (inout Options, inout ArgumentCursor, String) throws(UsageError) -> Void
    ) {
        help = OptionHelp(name: name, value: value, summary: summary, defaultValue: defaultValue)
        self.apply = apply
    }

    /// A flag, which `set` applies; a `=value` after its name is ignored.
    static func flag(
        _ name: String, _ summary: String, default defaultValue: String, set: @escaping @Sendable (inout Options) -> Void
    ) -> Self {
        Self(name, nil, summary, default: defaultValue) { options, _, _ in set(&options) }
    }

    /// An option whose value `set` takes as written.
    static func text(
        _ name: String, _ value: String, _ summary: String, default defaultValue: String,
        set: @escaping @Sendable (inout Options, String) -> Void
    ) -> Self {
        Self(name, value, summary, default: defaultValue) { options, cursor, argument throws(UsageError) in
            set(&options, try cursor.value(of: argument))
        }
    }

    /// An option whose value `parse` converts (given the text and the option's name) for `set`; a value it
    /// refuses is a usage error.
    static func value<Value>(
        _ name: String, _ value: String, _ summary: String, default defaultValue: String,
        parse: @escaping @Sendable (String, String) throws(ArgumentValueError) -> Value,
        set: @escaping @Sendable (inout Options, Value) -> Void
    ) -> Self {
        Self(name, value, summary, default: defaultValue) { options, cursor, argument throws(UsageError) in
            set(&options, try cursor.value(of: argument, parse))
        }
    }

    /// The declaration among `declared` that `argument` (`--name` or `--name=value`) names, if any.
    static func named(_ argument: String, in declared: [Self]) -> Self? {
        declared.first { $0.name == argument.optionName }
    }

    /// Reads `arguments` into `options`: an argument that names one of `declared` is applied by its declaration;
    /// `other` takes every other one (a positional argument) or throws for it (`ArgumentCursor.unknown`).
    static func parse(
        _ arguments: [String], into options: inout Options, declared: [Self], usage: String,
        other: (inout Options, inout ArgumentCursor, String) throws(UsageError) -> Void = { _, cursor, argument throws(UsageError) in
            throw cursor.unknown(argument)
        }
    ) throws(UsageError) {
        var cursor = ArgumentCursor(arguments, usage: usage)
        while let argument = cursor.next() {
            if let option = named(argument, in: declared) {
                try option.apply(&options, &cursor, argument)
            } else {
                try other(&options, &cursor, argument)
            }
        }
    }
}
