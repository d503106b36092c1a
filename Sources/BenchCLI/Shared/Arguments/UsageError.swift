/// A mistake on the command line: one line for the user, then the usage of the command at fault.
package struct UsageError: Error, Equatable, CustomStringConvertible {
    /// The one-line message, without the "bench: error:" prefix.
    package var message: String
    /// The usage text printed after the message.
    package var usage: String

    /// Makes an error.
    package init(_ message: String, usage: String) {
        self.message = message
        self.usage = usage
    }

    package var description: String { message }
}
