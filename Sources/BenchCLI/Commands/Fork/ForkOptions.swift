/// The options of `bench __fork`: none, but the arguments are kept as given, since a fork reports arguments it
/// does not take on its own terms (its parent reads its standard error, not a usage text).
struct ForkOptions: CommandOptions {
    /// The arguments given, which must be none.
    var arguments: [String]

    /// Keeps the arguments after `__fork` for `ForkCommand` to refuse.
    static func parse(_ arguments: [String]) -> ForkOptions {
        ForkOptions(arguments: arguments)
    }
}
