import CSyncBench
import Foundation

/// Where one measurement's state and stack landed, and what the process around it was doing: each fact something
/// that could put a lock in a slow mode, recorded for every measurement so that a slow fork can be explained from
/// the run's own files (docs/layout.md).
@usableFromInline package struct LayoutFacts: Sendable, Equatable, Codable {
    /// The measured lock's state (its lock word, or the allocation a library keeps it in: `LibraryState`) modulo 4096,
    /// or nil for a workload that names no lock.
    package var lockOffset: Int?
    /// The first worker's stack, at the frame that runs its loop, modulo 4096.
    package var stackOffset: Int
    /// The first worker's thread pointer (`fs` base on x86-64 Linux) modulo 4096.
    package var threadPointerOffset: Int
    /// glibc's `__libc_single_threaded` while the workers ran, or nil where the C library does not say.
    package var singleThreaded: Bool?
    /// Threads alive in the process while the workers ran.
    package var threads: Int
    /// The placement the process measured under.
    package var draw: LayoutDraw
    /// The measurement's place among those its process made, from 0.
    package var position: Int
    /// The label of the case its process measured just before, or nil for its first.
    package var previousCase: String?
    /// The bytes of the process's environment: every name, `=`, value and terminator.
    package var environmentBytes: Int
    /// `GLIBC_TUNABLES`, or empty when it is not set.
    package var tunables: String
    /// The CPU (`CPUIdentity`).
    package var cpu: String

    /// Makes a record.
    package init(
        lockOffset: Int?, stackOffset: Int, threadPointerOffset: Int, singleThreaded: Bool?, threads: Int, draw: LayoutDraw,
        position: Int = 0, previousCase: String? = nil, environmentBytes: Int, tunables: String, cpu: String
    ) {
        self.lockOffset = lockOffset
        self.stackOffset = stackOffset
        self.threadPointerOffset = threadPointerOffset
        self.singleThreaded = singleThreaded
        self.threads = threads
        self.draw = draw
        self.position = position
        self.previousCase = previousCase
        self.environmentBytes = environmentBytes
        self.tunables = tunables
        self.cpu = cpu
    }

    /// The facts as the calling thread (a worker about to start its loop, placed by `draw`) sees them, for a lock
    /// whose state is at `lockAddress`. Reads a file, so it is called once, before the loop, never in it.
    @usableFromInline package static func capture(lockAddress: UnsafeRawPointer?, draw: LayoutDraw) -> LayoutFacts {
        let single = csb_libc_single_threaded()
        let environment = ProcessInfo.processInfo.environment
        return LayoutFacts(
            lockOffset: lockAddress.map { Int(UInt(bitPattern: $0) % 4096) },
            stackOffset: Int(csb_stack_address() % 4096),
            threadPointerOffset: Int(csb_thread_pointer() % 4096),
            singleThreaded: single < 0 ? nil : single == 1,
            threads: ThreadCount.current(),
            draw: draw,
            environmentBytes: environment.reduce(0) { $0 + $1.key.utf8.count + $1.value.utf8.count + 2 },
            tunables: environment["GLIBC_TUNABLES"] ?? "",
            cpu: CPUIdentity.current
        )
    }

    /// These facts as the `position`th measurement of its process, after the case labelled `previousCase`.
    package func placed(at position: Int, after previousCase: String?) -> LayoutFacts {
        var placed = self
        placed.position = position
        placed.previousCase = previousCase
        return placed
    }
}
