/// Checks pthread return codes: every call's result is checked, none is ignored.
@usableFromInline package enum PthreadCheck {
    /// Stops the process with the function's name and error number when `result` is not 0.
    /// - Parameters:
    ///   - result: the return code of a pthread function.
    ///   - function: the function's name, for the message.
    @inlinable
    @inline(__always)
    package static func call(_ result: Int32, _ function: StaticString) {
        if result != 0 { fail(result, function) }
    }

    @usableFromInline
    static func fail(_ result: Int32, _ function: StaticString) -> Never {
        preconditionFailure("\(function) failed with error \(result)")
    }
}
