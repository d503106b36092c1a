/// The no-lock control: runs the critical section with no exclusion at all.
///
/// Under contention it loses updates, which shows that the invariant check can fail.
/// Uncontended, it is the cost of the loop and the increment alone.
package final class NoLock: LockPrimitive, @unchecked Sendable {
    package static let name = "no_lock"
    package static let summary = "control: no exclusion at all (loses updates under contention, by design)"
    package static let family = Family.control
    package static var footprint: Footprint { .inline(0) }
    package static var excludes: Bool { false }

    package init() {}

    @inlinable
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try body()
    }
}
