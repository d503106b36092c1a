/// Facts fixed when syncbench was compiled.
@usableFromInline package enum BuildInfo {
    /// True in a debug build, whose figures mean nothing.
    package static var isDebug: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    /// "debug" or "release".
    package static var configuration: String { isDebug ? "debug" : "release" }

    /// The version of the Swift compiler that built this binary, to the patch level it can tell.
    package static var compilerVersion: String {
        #if compiler(>=7.0)
        ">= 7.0"
        #elseif compiler(>=6.4)
        "6.4"
        #elseif compiler(>=6.3.3)
        "6.3.3"
        #elseif compiler(>=6.3.2)
        "6.3.2"
        #elseif compiler(>=6.3.1)
        "6.3.1"
        #elseif compiler(>=6.3)
        "6.3"
        #elseif compiler(>=6.2)
        "6.2"
        #elseif compiler(>=6.1)
        "6.1"
        #else
        "6.0"
        #endif
    }

    /// The platform's name.
    package static var platform: String {
        #if os(Linux)
        "Linux"
        #elseif os(macOS)
        "macOS"
        #else
        "other"
        #endif
    }
}
