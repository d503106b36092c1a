// The Swift part of Darwin's `Darwin` module that syncbench calls, with the signatures of the Swift overlay
// (swiftlang/swift stdlib/public/Platform/Platform.swift, which Swift 6.0 ships for Darwin): what a C macro or a
// variadic C function becomes in Swift. Declarations for the type checker, not an implementation: nothing here
// runs. The clang module `Darwin` of the shadow's headers is re-exported, as on a Mac.
@_exported import Darwin

private func declarationOnly() -> Never {
    fatalError("a declaration of the Darwin shadow SDK, not an implementation")
}

/// `errno`, a macro over `__error()` in C.
public var errno: Int32 {
    get { declarationOnly() }
    set { declarationOnly() }
}

/// `open(path, oflag)`: C's is variadic.
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { declarationOnly() }

/// `open(path, oflag, mode)`.
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 { declarationOnly() }

/// `fcntl(fd, cmd)`: C's is variadic.
public func fcntl(_ fd: Int32, _ cmd: Int32) -> Int32 { declarationOnly() }

/// `fcntl(fd, cmd, value)`.
public func fcntl(_ fd: Int32, _ cmd: Int32, _ value: Int32) -> Int32 { declarationOnly() }

/// `SIG_DFL`, `SIG_IGN`: casts of 0 and 1 to a handler in C.
public var SIG_DFL: sig_t? { nil }
public var SIG_IGN: sig_t { declarationOnly() }

/// `ioctl(fd, request, pointer)`: C's is variadic.
public func ioctl(_ fd: CInt, _ request: UInt, _ ptr: UnsafeMutableRawPointer) -> CInt { declarationOnly() }

/// `TIOCGWINSZ`, `_IOR('t', 104, struct winsize)` in C (swiftlang/swift stdlib/public/Platform/TiocConstants.swift).
public var TIOCGWINSZ: UInt { return 0x40087468 }

/// The file-type bits of `st_mode`, octal macros in C.
public var S_IFMT: mode_t { mode_t(0o170000) }
public var S_IFDIR: mode_t { mode_t(0o040000) }
public var S_IFREG: mode_t { mode_t(0o100000) }
