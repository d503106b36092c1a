import Foundation

/// How the Swift runtime and its libraries (Foundation, Dispatch) are linked into the running program.
///
/// It changes what some primitives cost: a static build can measure a lock much cheaper than the dynamic build
/// of the same commit while others do not move (docs/versus.md, "A static build, checked"). So results files
/// record it (`swift_runtime`), and `bench compare` says when two files differ in it.
@usableFromInline package enum SwiftRuntimeLinkage: String, Sendable, Equatable {
    /// Shared libraries, as `swift build` links them by default and as every Apple platform has them.
    case dynamic
    /// Copied into the executable (`swift build --static-swift-stdlib`, Linux only).
    case `static`
    /// The process's memory maps could not be read.
    case unknown

    /// The running program's linkage, read once: on Linux, `static` unless its memory maps hold the Swift
    /// core library; elsewhere `dynamic`.
    package static let current: SwiftRuntimeLinkage = {
        #if os(Linux)
        // Read to its end: `String(contentsOfFile:)` stops after the first 4 KiB of a file whose size reads 0.
        guard let file = FileHandle(forReadingAtPath: "/proc/self/maps"), let maps = try? file.readToEnd() else { return .unknown }
        return of(maps: String(decoding: maps, as: UTF8.self))
        #else
        return .dynamic
        #endif
    }()

    /// The linkage a process's memory maps (`/proc/self/maps`'s text) show: `dynamic` when a mapping is of the
    /// Swift core library (`libswiftCore.so`), else `static`.
    static func of(maps: String) -> SwiftRuntimeLinkage {
        maps.split(separator: "\n").contains { $0.hasSuffix("/libswiftCore.so") } ? .dynamic : .static
    }
}
