/// A mistake on the command line: one line for the user, then the usage of the command at fault.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The one-line message, without the "bench: error:" prefix.
    public var message: String
    /// The usage text printed after the message.
    public var usage: String

    /// Makes an error.
    public init(_ message: String, usage: String) {
        self.message = message
        self.usage = usage
    }

    public var description: String { message }
}
