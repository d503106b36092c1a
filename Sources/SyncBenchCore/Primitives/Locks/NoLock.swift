/// The no-lock control: runs the critical section with no exclusion at all.
///
/// Under contention it loses updates, which shows that the invariant check can fail.
/// Uncontended, it is the cost of the loop and the increment alone.
@usableFromInline package final class NoLock: LockPrimitive, @unchecked Sendable {
    @usableFromInline package static let name = "no_lock"
    @usableFromInline package static let summary = "control: no exclusion at all (loses updates under contention, by design)"
    @usableFromInline package static let family = Family.control
    @usableFromInline package static var footprint: Footprint { .inline(0) }
    @usableFromInline package static var excludes: Bool { false }

    @usableFromInline package init() {}

    @inlinable
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try body()
    }
}
