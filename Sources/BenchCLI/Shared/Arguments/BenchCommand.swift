import SyncBench

/// The shape every `bench` command has: an options type that parses the command's arguments, and `execute`,
/// which does the command's work with them. `BenchMain` finds a command in its table by `name`, prints its
/// `usage` for `--help` or `-h`, and otherwise parses the arguments and executes.
protocol BenchCommand {
    /// What the command's arguments parse into.
    associatedtype Options: CommandOptions
    /// The word after `bench` that picks the command.
    static var name: String { get }
    /// The command's line in `bench --help`: its name with its arguments, and what it does; nil for a command
    /// that is not for people (a fork), which `bench --help` does not list.
    static var summary: (synopsis: String, text: String)? { get }
    /// What `--help` prints; nil for a command that takes `--help` as it takes any other argument.
    static var usage: String? { get }
    /// Does the command's work as `options` say.
    /// - Returns: the exit status.
    /// - Throws: `UsageError` for what the options cannot say alone is wrong (a filter matching nothing).
    static func execute(_ options: Options, in context: CommandContext) throws(UsageError) -> ExitCode
}

/// The options of a command, parsed from its arguments.
protocol CommandOptions {
    /// Parses the arguments after the command's name.
    /// - Throws: `UsageError` for an argument the command does not take, or a value it cannot use.
    static func parse(_ arguments: [String]) throws(UsageError) -> Self
}

/// What a command is given besides its arguments.
struct CommandContext {
    /// What may be measured, and where older results files take their subjects' roles from.
    let catalog: Catalog
    /// Where the command's output goes.
    let console: Console
    /// This program's path, for a command that starts it again (a fork, a coverage run); nil when it cannot be told.
    let executable: String?
    /// Where to look for the tools a command runs (gnuplot): a PATH value.
    let searchPath: String?
}
